import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { instantiateCore } from '../../test/instantiate-core';
import type { CoreApi } from './core-api';

// tests/vectors/originals/dice-multiplier.json through the wasm module, as the
// native suite reads it (tests/unit/dice_rules_vectors_test.cpp): the dice page
// shows the multiplier the server pays.
const vectorFile = path.resolve(import.meta.dirname, '../../../../tests/vectors/originals/dice-multiplier.json');

type DiceCase = { name: string; rtpBp: number; target: number; multiplierE4: number | null };

describe('dice rules in wasm: tests/vectors/originals/dice-multiplier.json', () => {
  let core: CoreApi;

  beforeAll(async () => {
    core = await instantiateCore();
  });

  it('the multiplier of each target, and null for a target out of range (panalo_dice_multiplier_e4)', () => {
    const { cases } = JSON.parse(fs.readFileSync(vectorFile, 'utf8')) as { cases: DiceCase[] };
    expect(cases.length).toBeGreaterThanOrEqual(10);
    for (const c of cases) expect(core.diceMultiplierE4(c.rtpBp, c.target), c.name).toBe(c.multiplierE4);
  });

  it('refuses an RTP outside 0.01-100.00% and values that are not whole numbers', () => {
    expect(core.diceMultiplierE4(0, 5000)).toBeNull();
    expect(core.diceMultiplierE4(10001, 5000)).toBeNull();
    expect(core.diceMultiplierE4(9900.5, 5000)).toBeNull();
    expect(core.diceMultiplierE4(9900, Number.NaN)).toBeNull();
  });
});
