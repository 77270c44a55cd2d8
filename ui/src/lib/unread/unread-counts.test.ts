import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../api/query-keys';
import { lowerUnreadCount, type UnreadCounts } from './unread-counts';

function clientWith(counts: UnreadCounts | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (counts) client.setQueryData(queryKeys.unreadCounts('7'), counts);
  return client;
}

describe('lowerUnreadCount', () => {
  it('drops one page badge at once and leaves the others', async () => {
    const client = clientWith({ messageV2: 3, missionLeaderboard: 1, rewardCenter: 2 });
    await lowerUnreadCount(client, '7', 'messageV2', 1);
    expect(client.getQueryData(queryKeys.unreadCounts('7'))).toEqual({
      messageV2: 2,
      missionLeaderboard: 1,
      rewardCenter: 2,
    });
  });

  it('never goes below zero and clears a page with "all"', async () => {
    const client = clientWith({ messageV2: 1, missionLeaderboard: 0, rewardCenter: 4 });
    await lowerUnreadCount(client, '7', 'messageV2', 5);
    expect(client.getQueryData<UnreadCounts>(queryKeys.unreadCounts('7'))?.messageV2).toBe(0);
    await lowerUnreadCount(client, '7', 'rewardCenter', 'all');
    expect(client.getQueryData<UnreadCounts>(queryKeys.unreadCounts('7'))?.rewardCenter).toBe(0);
  });

  it('leaves an unknown count unknown', async () => {
    const client = clientWith(undefined);
    await lowerUnreadCount(client, '7', 'messageV2', 1);
    expect(client.getQueryData(queryKeys.unreadCounts('7'))).toBeUndefined();
  });
});
