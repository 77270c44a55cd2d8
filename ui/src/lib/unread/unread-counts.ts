import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { valueOrThrow } from '../api/api-error';
import { toApiResult } from '../api/api-result';
import { apiClient, sessionTokenHeader } from '../api/client';
import { queryKeys } from '../api/query-keys';
import type { components } from '../api/schema';
import { selectCustomerId, selectIsLogin, selectIsTrial, useSessionStore } from '../session/session-store';

export type UnreadCounts = components['schemas']['UnreadCounts'];
/** A member-center page that has a badge (spec section 2). */
export type UnreadPage = 'messageV2' | 'missionLeaderboard' | 'rewardCenter';

// A new message shows within a minute while the tab is open, and at once when
// the player comes back to the tab (refetch on focus); a hidden tab asks nothing.
const POLL_MS = 60_000;

/**
 * The member-center badges (GET /wps/relay/CSP_unreadCount). Members only:
 * trial players fetch none (spec section 6) and visitors have no session.
 */
export function useUnreadCounts() {
  const customerId = useSessionStore(selectCustomerId);
  const loggedIn = useSessionStore(selectIsLogin);
  const trial = useSessionStore(selectIsTrial);
  return useQuery({
    queryKey: queryKeys.unreadCounts(customerId),
    queryFn: ({ signal }) =>
      valueOrThrow(toApiResult(apiClient.GET('/wps/relay/CSP_unreadCount', { headers: sessionTokenHeader(), signal }))),
    enabled: loggedIn && !trial && customerId !== '',
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}

/** One page's badge count; 0 while unknown, for trial players and visitors. */
export function useUnreadCount(page: UnreadPage): number {
  const counts = useUnreadCounts().data;
  return counts?.[page] ?? 0;
}

/**
 * Lowers a badge in the cache at once (the page the player reads knows what it
 * just marked read), then asks the server for the true figures.
 */
export function lowerUnreadCount(client: QueryClient, customerId: string, page: UnreadPage, by: number | 'all') {
  const key = queryKeys.unreadCounts(customerId);
  client.setQueryData<UnreadCounts>(key, (counts) =>
    counts ? { ...counts, [page]: by === 'all' ? 0 : Math.max(0, counts[page] - by) } : counts,
  );
  return client.invalidateQueries({ queryKey: key });
}

/** lowerUnreadCount bound to the current member. */
export function useLowerUnreadCount() {
  const client = useQueryClient();
  const customerId = useSessionStore(selectCustomerId);
  return useCallback(
    (page: UnreadPage, by: number | 'all') => lowerUnreadCount(client, customerId, page, by),
    [client, customerId],
  );
}
