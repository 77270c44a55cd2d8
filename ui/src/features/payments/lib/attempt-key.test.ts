import { describe, expect, it } from 'vitest';
import { createAttemptKeys, serverDecided } from './attempt-key';

function counter() {
  let n = 0;
  return () => `k${String(++n).padStart(8, '0')}`;
}

describe('idempotency keys per attempt', () => {
  it('keeps the key while the same values are sent again without an answer', () => {
    const keys = createAttemptKeys('dep', counter());
    const first = keys.keyFor('1|100.00');
    expect(keys.keyFor('1|100.00')).toBe(first);
  });

  it('starts a new attempt when the values change or the server answered', () => {
    const keys = createAttemptKeys('dep', counter());
    const first = keys.keyFor('1|100.00');
    const changed = keys.keyFor('1|200.00');
    expect(changed).not.toBe(first);
    keys.settle();
    expect(keys.keyFor('1|200.00')).not.toBe(changed);
  });

  it('makes keys the server accepts, and refuses to make one it would refuse', () => {
    expect(createAttemptKeys('wd').keyFor('x')).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(() => createAttemptKeys('wd', () => 'has space').keyFor('x')).toThrow(/not a valid idempotency key/);
  });

  it('treats only an envelope answer of 4xx as decided', () => {
    expect(serverDecided({ code: 'deposit_limit_exceeded', status: 422, message: '' })).toBe(true);
    expect(serverDecided({ code: 'network_error', status: 0, message: '' })).toBe(false);
    expect(serverDecided({ code: 'service_unavailable', status: 503, message: '' })).toBe(false);
    expect(serverDecided({ code: 'network_error', status: 413, message: '' })).toBe(false);
  });
});
