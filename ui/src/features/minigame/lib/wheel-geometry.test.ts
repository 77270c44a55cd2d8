import { describe, expect, it } from 'vitest';
import { chancesOf, landingRotation, slicePath, slicesOf } from './wheel-geometry';

describe('wheel geometry', () => {
  it('shares the circle equally, clockwise from the top', () => {
    const slices = slicesOf(4);
    expect(slices.map((s) => [s.startDeg, s.midDeg, s.endDeg])).toEqual([
      [0, 45, 90],
      [90, 135, 180],
      [180, 225, 270],
      [270, 315, 360],
    ]);
  });

  it('lands the won segment under the top pointer after whole turns, always forwards', () => {
    for (const count of [2, 5, 8, 12]) {
      let rotation = 0;
      for (let segment = 0; segment < count; segment += 1) {
        const next = landingRotation(rotation, segment, count);
        expect(next - rotation).toBeGreaterThanOrEqual(5 * 360);
        expect(next - rotation).toBeLessThan(6 * 360);
        // The pointer (top, 0°) reads the segment whose slice holds -rotation.
        const underPointer = (((360 - (next % 360)) % 360) + 360) % 360;
        const slice = slicesOf(count)[segment]!;
        expect(underPointer).toBeCloseTo(slice.midDeg, 6);
        rotation = next;
      }
    }
  });

  it('draws a slice as a closed path from the centre', () => {
    const path = slicePath(100, 90, slicesOf(4)[0]!);
    expect(path).toBe('M 100.000 100.000 L 100.000 10.000 A 90.000 90.000 0 0 1 190.000 100.000 Z');
  });

  it('gives each segment its share of the weights', () => {
    expect(chancesOf([30, 20, 50])).toEqual(['30.0', '20.0', '50.0']);
    expect(chancesOf([1, 2])).toEqual(['33.3', '66.7']);
  });
});
