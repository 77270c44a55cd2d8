import { describe, expect, it } from 'vitest';
import { countdownText, regionFilterOf } from './lottery-results';

describe('regionFilterOf', () => {
  it('gives the Vietnamese regions to /vnLottery, SEA to /seaLottery and everything to /lottery', () => {
    expect(regionFilterOf('vn')).toBe('vn');
    expect(regionFilterOf('sea')).toBe('sea');
    expect(regionFilterOf('lottery')).toBeUndefined();
  });
});

describe('countdownText', () => {
  const now = 1_800_000_000_000;
  it('counts hours, minutes and seconds, and days beyond one', () => {
    expect(countdownText(now + 65_000, now, 0)).toBe('0:01:05');
    expect(countdownText(now + 3 * 3600_000 + 5_000, now, 0)).toBe('3:00:05');
    expect(countdownText(now + 26 * 3600_000, now, 0)).toBe('1d 2:00:00');
  });
  it('counts on the server clock and stops once the time has come', () => {
    // The device is 10 s behind the server: 10 s fewer are left.
    expect(countdownText(now + 70_000, now, 10_000)).toBe('0:01:00');
    expect(countdownText(now + 500, now, 0)).toBeNull();
    expect(countdownText(now - 1, now, 0)).toBeNull();
  });
});
