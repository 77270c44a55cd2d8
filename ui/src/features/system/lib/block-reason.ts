import type { SystemStatus } from '../../../lib/api/contract-types';

/** Why the visitor sees the block page (/wps/system/status adds blockReason). */
export type BlockReason = 'region' | 'ip' | 'ip_locked' | '';

const REASONS: ReadonlySet<string> = new Set(['region', 'ip', 'ip_locked']);

/**
 * The status's blockReason, or '' when it names none we know (an older server,
 * or status 2 set by the operator by hand): the page then says "region".
 */
export function readBlockReason(status: SystemStatus): BlockReason {
  const reason: unknown = (status as SystemStatus & { blockReason?: unknown }).blockReason;
  return typeof reason === 'string' && REASONS.has(reason) ? (reason as BlockReason) : '';
}
