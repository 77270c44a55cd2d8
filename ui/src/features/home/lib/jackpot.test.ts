import { describe, expect, it } from 'vitest';
import {
  groupedCents,
  JACKPOT_BASE_CENTS,
  JACKPOT_STEP_CENTS,
  jackpotCentsAfter,
  plainCents,
  ticksBetween,
} from './jackpot';

describe('jackpot counter', () => {
  it('rises 165.11 a tick from its documented base', () => {
    expect(JACKPOT_STEP_CENTS).toBe(16511);
    expect(plainCents(jackpotCentsAfter(JACKPOT_BASE_CENTS, 0))).toBe('1000000.00');
    expect(plainCents(jackpotCentsAfter(JACKPOT_BASE_CENTS, 1))).toBe('1000165.11');
    expect(plainCents(jackpotCentsAfter(JACKPOT_BASE_CENTS, 2))).toBe('1000330.22');
  });

  it('has no float drift after many ticks (a float sum of 165.11 drifts)', () => {
    const ticks = 1_000_000; // about 35 days at one tick per 3 s
    expect(plainCents(jackpotCentsAfter(0, ticks))).toBe('165110000.00');
    let floatSum = 0;
    for (let i = 0; i < ticks; i += 1) floatSum += 165.11;
    expect(floatSum).not.toBe(165110000); // what integer cents avoid
    let cents = 0;
    for (let i = 0; i < ticks; i += 1) cents = jackpotCentsAfter(cents, 1);
    expect(cents).toBe(16_511_000_000);
  });

  it('counts whole ticks of 3 s, never negative', () => {
    expect(ticksBetween(1000, 1000)).toBe(0);
    expect(ticksBetween(1000, 3999)).toBe(0);
    expect(ticksBetween(1000, 4000)).toBe(1);
    expect(ticksBetween(1000, 31_000)).toBe(10);
    expect(ticksBetween(5000, 1000)).toBe(0);
  });

  it('refuses fractional or negative input', () => {
    expect(() => jackpotCentsAfter(0.5, 1)).toThrow(RangeError);
    expect(() => jackpotCentsAfter(0, -1)).toThrow(RangeError);
    expect(() => jackpotCentsAfter(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
  });

  it('writes cents with two decimals, grouped in thousands', () => {
    expect(plainCents(5)).toBe('0.05');
    expect(plainCents(1234)).toBe('12.34');
    expect(groupedCents(5)).toBe('0.05');
    expect(groupedCents(99_999)).toBe('999.99');
    expect(groupedCents(100_000)).toBe('1,000.00');
    expect(groupedCents(JACKPOT_BASE_CENTS + JACKPOT_STEP_CENTS)).toBe('1,000,165.11');
    expect(groupedCents(123_456_789_012)).toBe('1,234,567,890.12');
  });
});
