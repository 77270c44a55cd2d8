import { describe, expect, it, vi } from 'vitest';
import { createKeyedThrottle, leadingThrottle } from './throttle';

describe('leadingThrottle', () => {
  it('runs the first call at once and drops calls within the interval', () => {
    let time = 10_000;
    const run = vi.fn();
    const throttled = leadingThrottle(run, 1000, () => time);
    expect(throttled('a')).toBe(true);
    time += 999;
    expect(throttled('b')).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('a');
    time += 1;
    expect(throttled('c')).toBe(true);
    expect(run).toHaveBeenLastCalledWith('c');
  });

  it('measures from the last call that ran, not from dropped ones', () => {
    let time = 0;
    const run = vi.fn();
    const throttled = leadingThrottle(run, 1000, () => time);
    throttled();
    for (time = 100; time < 1000; time += 100) throttled();
    expect(run).toHaveBeenCalledTimes(1);
    time = 1000;
    throttled();
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('createKeyedThrottle', () => {
  it('throttles each key on its own', () => {
    let time = 0;
    const allow = createKeyedThrottle(1000, () => time);
    expect(allow(1)).toBe(true);
    expect(allow(2)).toBe(true);
    time = 500;
    expect(allow(1)).toBe(false);
    expect(allow(2)).toBe(false);
    time = 1000;
    expect(allow(1)).toBe(true);
    time = 1200;
    expect(allow(2)).toBe(true);
    expect(allow(1)).toBe(false);
  });
});
