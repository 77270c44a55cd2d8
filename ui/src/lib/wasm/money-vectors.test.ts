import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { instantiateCore } from '../../test/instantiate-core';
import type { CoreApi } from './core-api';

// tests/vectors/money/*.json through the wasm module, read as the native suite
// reads them (tests/unit/money_vectors_test.cpp): the browser accepts and
// refuses exactly the amounts the server does.
const vectorDir = path.resolve(import.meta.dirname, '../../../../tests/vectors/money');

type VectorCase = Record<string, unknown> & { name: string };

function readCases(file: string): VectorCase[] {
  return (JSON.parse(fs.readFileSync(path.join(vectorDir, file), 'utf8')) as { cases: VectorCase[] }).cases;
}

describe('money rule in wasm: tests/vectors/money', () => {
  let core: CoreApi;

  beforeAll(async () => {
    core = await instantiateCore();
  });

  it('parse.json: accepted amounts in minor units, refused ones with their key (panalo_amount_parse)', () => {
    const cases = readCases('parse.json');
    expect(cases.length).toBeGreaterThanOrEqual(40);
    for (const c of cases) {
      const parsed = core.parseAmount(String(c.text));
      if (c.error === null) {
        expect(parsed, c.name).toEqual({ ok: true, minor: BigInt(c.minor as number) });
      } else {
        expect(parsed, c.name).toEqual({ ok: false, error: c.error });
      }
    }
  });

  it('format.json: 2 decimals, grouped or not, over the whole int64 range (panalo_amount_format)', () => {
    const cases = readCases('format.json');
    expect(cases.length).toBeGreaterThanOrEqual(12);
    for (const c of cases) {
      expect(core.formatMinor(BigInt(String(c.minor)), c.grouped as boolean), c.name).toBe(c.text);
    }
  });

  it('takes safe JS numbers too and refuses the others', () => {
    expect(core.formatMinor(123456, true)).toBe('1,234.56');
    expect(() => core.formatMinor(2 ** 60)).toThrow(RangeError);
    expect(() => core.formatMinor(1.5)).toThrow(RangeError);
  });
});
