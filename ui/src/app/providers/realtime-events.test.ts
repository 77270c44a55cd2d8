import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/api/query-keys';
import { applyRealtimeEvent } from './realtime-events';

const at = '2026-12-06T10:00:00Z';
const event = (kind: string, data: object = {}) => ({ stream: 'm:7', seq: 1, kind, data, at });

function clientWith(...keys: (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { cached: true });
  return client;
}
const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('applyRealtimeEvent', () => {
  it('refreshes the balance after a balance event, quietly', () => {
    const balance = queryKeys.walletBalance('7');
    const unread = queryKeys.unreadCounts('7');
    const client = clientWith(balance, unread);
    expect(applyRealtimeEvent(client, '7', event('balance', { balances: { main: 100 } }))).toBeNull();
    expect(stale(client, balance)).toBe(true);
    expect(stale(client, unread)).toBe(false);
  });

  it('refreshes the badges after a message and says so', () => {
    const unread = queryKeys.unreadCounts('7');
    const client = clientWith(unread);
    expect(applyRealtimeEvent(client, '7', event('message'))?.key).toBe('realtime.message');
    expect(stale(client, unread)).toBe(true);
  });

  it('names the deposit decision with its amount, and ignores statuses it does not know', () => {
    const client = clientWith(queryKeys.deposits('7'));
    expect(applyRealtimeEvent(client, '7', event('deposit', { status: 'approved', amountMinor: 150000 }))).toEqual({
      key: 'realtime.deposit.approved',
      values: { amount: '1500.00' },
    });
    expect(stale(client, queryKeys.deposits('7'))).toBe(true);
    expect(applyRealtimeEvent(client, '7', event('deposit', { status: 'odd' }))).toBeNull();
  });

  it('refreshes the contracts the contract popup reads after an offer', () => {
    const contracts = queryKeys.agent('7', 'contracts');
    const client = clientWith(contracts);
    expect(applyRealtimeEvent(client, '7', event('contract', { request: 'new', kind: 'daily' }))?.key).toBe(
      'realtime.contract.new',
    );
    expect(stale(client, contracts)).toBe(true);
  });

  it('ignores kinds it does not know', () => {
    const client = clientWith(queryKeys.walletBalance('7'));
    expect(applyRealtimeEvent(client, '7', event('something_new'))).toBeNull();
    expect(stale(client, queryKeys.walletBalance('7'))).toBe(false);
  });
});
