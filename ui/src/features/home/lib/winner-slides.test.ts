import { describe, expect, it } from 'vitest';
import { compareAmountText, sortWinners, toSlides } from './winner-slides';

describe('winner board order', () => {
  it('compares 2-decimal amounts exactly', () => {
    expect(compareAmountText('10.00', '9.99')).toBeGreaterThan(0);
    expect(compareAmountText('100.01', '100.10')).toBeLessThan(0);
    expect(compareAmountText('0100.5', '100.50')).toBe(0);
    expect(compareAmountText('90071992547409931.01', '90071992547409931.00')).toBeGreaterThan(0);
    expect(compareAmountText('junk', '0.00')).toBeLessThan(0);
  });

  it('sorts by winAmount descending and keeps 20', () => {
    const records = Array.from({ length: 25 }, (_, i) => ({
      recordId: String(i),
      winAmount: `${(i * 7) % 25}.5${i % 10}`,
    }));
    const sorted = sortWinners(records);
    expect(sorted).toHaveLength(20);
    for (let i = 1; i < sorted.length; i += 1) {
      expect(compareAmountText(sorted[i - 1]!.winAmount, sorted[i]!.winAmount)).toBeGreaterThanOrEqual(0);
    }
    expect(sorted[0]?.winAmount).toBe('24.57');
  });

  it('puts two records on a slide', () => {
    expect(toSlides([1, 2, 3, 4, 5])).toEqual([[1, 2], [3, 4], [5]]);
    expect(toSlides([])).toEqual([]);
  });
});
