import { describe, expect, it } from 'vitest';
import { createAttemptKeys, newIdempotencyKey } from './attempt-keys';

function counterKeys() {
  let n = 0;
  return createAttemptKeys(() => `key-${++n}`);
}

describe('attempt keys', () => {
  it('resends an attempt whose answer was lost with the same key', () => {
    const keys = counterKeys();
    expect(keys.keyFor('in:PG:1000')).toBe('key-1');
    keys.settle({ ok: false, code: 'network_error', status: 0 });
    expect(keys.keyFor('in:PG:1000')).toBe('key-1');
    keys.settle({ ok: false, code: 'internal_error', status: 503 });
    expect(keys.keyFor('in:PG:1000')).toBe('key-1');
  });

  it('starts a new attempt after a success or a refusal', () => {
    const keys = counterKeys();
    expect(keys.keyFor('in:PG:1000')).toBe('key-1');
    keys.settle({ ok: true });
    expect(keys.keyFor('in:PG:1000')).toBe('key-2');
    keys.settle({ ok: false, code: 'quota_not_sufficient', status: 422 });
    expect(keys.keyFor('in:PG:1000')).toBe('key-3');
  });

  it('gives another request a new key even while an answer is unknown', () => {
    const keys = counterKeys();
    expect(keys.keyFor('in:PG:1000')).toBe('key-1');
    keys.settle({ ok: false, code: 'network_error', status: 0 });
    expect(keys.keyFor('in:PG:2000')).toBe('key-2');
  });

  it('makes keys the server accepts (8-128 of A-Z a-z 0-9 _ . : -), each one new', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
