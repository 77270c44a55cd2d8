import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/api/query-keys';
import type { RealtimeEvent } from '../../lib/realtime/realtime-client';

const DEPOSIT_STATUSES = ['in_process', 'approved', 'rejected'] as const;
const WITHDRAWAL_STATUSES = [
  'in_process',
  'disbursed',
  'rejected',
  'received',
  'partly_received',
  'not_received',
] as const;
type NoticeKey =
  | 'realtime.message'
  | 'realtime.bonus'
  | 'realtime.promotion'
  | 'realtime.salary'
  | 'realtime.reward.approved'
  | 'realtime.reward.rejected'
  | 'realtime.contract.new'
  | 'realtime.contract.termination'
  | `realtime.deposit.${(typeof DEPOSIT_STATUSES)[number]}`
  | `realtime.withdrawal.${(typeof WITHDRAWAL_STATUSES)[number]}`;

/** A short line the page announces for an event the player should notice. */
export type RealtimeNotice = { key: NoticeKey; values: { amount: string } };

const among = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

type Data = Record<string, unknown>;
const asData = (data: unknown): Data => (data && typeof data === 'object' ? (data as Data) : {});
const minor = (value: unknown) => (typeof value === 'number' ? (value / 100).toFixed(2) : '');

/**
 * What the page does with one event of the member's own stream or of "all"
 * (the server's kinds: sql/migrations/0030_realtime.sql): refresh the cached
 * data the event changed, and say which notice to show, if any. Agents'
 * contract requests refresh the contracts the contract popup reads, so the
 * popup opens with Accept and Reject.
 */
export function applyRealtimeEvent(
  client: QueryClient,
  customerId: string,
  event: RealtimeEvent,
): RealtimeNotice | null {
  const data = asData(event.data);
  const refresh = (...keys: readonly (readonly unknown[])[]) => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
  const records = queryKeys.records(customerId);
  switch (event.kind) {
    case 'balance':
      refresh(queryKeys.walletBalance(customerId), records);
      return null;
    case 'message':
      refresh(queryKeys.unreadCounts(customerId), queryKeys.messages(customerId));
      return { key: 'realtime.message', values: { amount: '' } };
    case 'deposit':
      refresh(queryKeys.walletBalance(customerId), queryKeys.deposits(customerId), records);
      return among(DEPOSIT_STATUSES, data.status)
        ? { key: `realtime.deposit.${data.status}`, values: { amount: minor(data.amountMinor) } }
        : null;
    case 'withdrawal':
      refresh(queryKeys.walletBalance(customerId), queryKeys.withdrawals(customerId), records);
      return among(WITHDRAWAL_STATUSES, data.status)
        ? { key: `realtime.withdrawal.${data.status}`, values: { amount: minor(data.amountMinor) } }
        : null;
    case 'bonus':
      refresh(queryKeys.unreadCounts(customerId), records);
      return { key: 'realtime.bonus', values: { amount: minor(data.amountMinor) } };
    case 'promotion':
      refresh(queryKeys.unreadCounts(customerId), ['member', customerId, 'promotions'], records);
      return data.status === 'rejected' ? null : { key: 'realtime.promotion', values: { amount: '' } };
    case 'reward':
      // A redemption decided: points, the reward center and its badge (rare: all the member's data).
      refresh(['member', customerId]);
      return {
        key: data.status === 'approved' ? 'realtime.reward.approved' : 'realtime.reward.rejected',
        values: { amount: '' },
      };
    case 'contract':
      refresh(queryKeys.agent(customerId, 'contracts'));
      if (data.request === 'new') return { key: 'realtime.contract.new', values: { amount: '' } };
      return data.request === 'termination' ? { key: 'realtime.contract.termination', values: { amount: '' } } : null;
    case 'salary':
      refresh(queryKeys.agent(customerId), queryKeys.walletBalance(customerId));
      return { key: 'realtime.salary', values: { amount: minor(data.amountMinor) } };
    default:
      return null;
  }
}

/** After a reconnection that could not replay (a reset), everything the member sees is read again. */
export function reloadMemberData(client: QueryClient, customerId: string): void {
  void client.invalidateQueries({ queryKey: ['member', customerId] });
}
