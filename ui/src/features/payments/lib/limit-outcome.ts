// What a deposit-limit change did, read from the API's answer (it decides: a
// decrease applies at once, an increase or a removal waits 24 hours).
import type { DepositLimit } from '../../../lib/api/contract-types';

export type LimitOutcome =
  | { kind: 'now'; limitMinor: number | null; limit: string | null }
  | { kind: 'waits'; from: string; limit: string | null };

export function limitOutcome(answer: readonly DepositLimit[], period: DepositLimit['period']): LimitOutcome | null {
  const row = answer.find((limit) => limit.period === period);
  if (!row) return null;
  if (row.pendingChange && row.pendingFrom) return { kind: 'waits', from: row.pendingFrom, limit: row.pendingLimit };
  return { kind: 'now', limitMinor: row.limitMinor, limit: row.limit };
}
