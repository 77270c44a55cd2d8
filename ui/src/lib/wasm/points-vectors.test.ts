import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { instantiateCore } from '../../test/instantiate-core';
import type { ConversionTerms, CoreApi } from './core-api';

// tests/vectors/points/quote.json through the wasm module, read as the native
// suite reads it (tests/unit/points_vectors_test.cpp): the money figure the
// reward center shows is the one the server credits.
const vectorFile = path.resolve(import.meta.dirname, '../../../../tests/vectors/points/quote.json');

type VectorCase = {
  name: string;
  text: string;
  terms: ConversionTerms;
  points: number;
  minor: number;
  error: string | null;
};

describe('points conversion rule in wasm: tests/vectors/points', () => {
  let core: CoreApi;

  beforeAll(async () => {
    core = await instantiateCore();
  });

  it('quote.json: points, money and the refusal key (panalo_points_quote)', () => {
    const cases = (JSON.parse(fs.readFileSync(vectorFile, 'utf8')) as { cases: VectorCase[] }).cases;
    expect(cases.length).toBeGreaterThanOrEqual(20);
    for (const c of cases) {
      expect(core.quoteConversion(c.text, c.terms), c.name).toEqual({
        points: BigInt(c.points),
        minor: BigInt(c.minor),
        error: c.error,
      });
    }
  });

  it('refuses terms that are not safe integers', () => {
    const terms = { pointsStep: 100, minorPerStep: 100, minimum: 1, dailyLimit: 10, convertedToday: 0, balance: 1.5 };
    expect(() => core.quoteConversion('1', terms)).toThrow(RangeError);
  });
});
