import { describe, expect, it } from 'vitest';
import type { DepositLimit } from '../../../lib/api/contract-types';
import { limitOutcome } from './limit-outcome';

function row(period: DepositLimit['period'], change: Partial<DepositLimit> = {}): DepositLimit {
  return {
    period,
    limit: null,
    limitMinor: null,
    used: '0.00',
    usedMinor: 0,
    pendingChange: false,
    pendingLimit: null,
    pendingFrom: null,
    ...change,
  };
}

describe('what a deposit-limit change did, as the API answered it', () => {
  it('a decrease (or a first limit) is in force at once', () => {
    const answer = [row('day', { limit: '500.00', limitMinor: 50000 }), row('week'), row('month')];
    expect(limitOutcome(answer, 'day')).toEqual({ kind: 'now', limitMinor: 50000, limit: '500.00' });
  });

  it('an increase waits until pendingFrom', () => {
    const from = '2026-11-25T13:00:00Z';
    const answer = [
      row('day'),
      row('week', {
        limit: '100.00',
        limitMinor: 10000,
        pendingChange: true,
        pendingLimit: '900.00',
        pendingFrom: from,
      }),
      row('month'),
    ];
    expect(limitOutcome(answer, 'week')).toEqual({ kind: 'waits', from, limit: '900.00' });
  });

  it('a removal waits too (pendingLimit null)', () => {
    const from = '2026-11-25T13:00:00Z';
    const answer = [row('month', { limit: '1.00', limitMinor: 100, pendingChange: true, pendingFrom: from })];
    expect(limitOutcome(answer, 'month')).toEqual({ kind: 'waits', from, limit: null });
    expect(limitOutcome(answer, 'day')).toBeNull();
  });
});
