import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';
import { selectCustomerId, selectIsLogin, selectIsTrial, useSessionStore } from '../../../lib/session/session-store';

export type ReferralOverview = components['schemas']['ReferralOverview'];
export type ReferralFriend = components['schemas']['ReferralFriend'];

export const FRIENDS_PAGE_SIZE = 10;

/** The member's invite-friends overview; members only (trial players and visitors ask nothing). */
export function useReferral() {
  const customerId = useSessionStore(selectCustomerId);
  const loggedIn = useSessionStore(selectIsLogin);
  const trial = useSessionStore(selectIsTrial);
  return useQuery({
    queryKey: queryKeys.referral(customerId, 'overview'),
    queryFn: ({ signal }) =>
      valueOrThrow(toApiResult(apiClient.GET('/wps/relay/CSP_referral', { headers: sessionTokenHeader(), signal }))),
    enabled: loggedIn && !trial && customerId !== '',
    staleTime: 60_000,
  });
}

/** Whether invite friends is open to this member (the side menu and member-center entries). */
export function useReferralEnabled(): boolean {
  return useReferral().data?.enabled ?? false;
}

export function useReferralFriends(customerId: string, pageNo: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.referral(customerId, 'friends', pageNo),
    queryFn: ({ signal }) =>
      valueOrThrow(
        toApiResult(
          apiClient.GET('/wps/relay/CSP_referralFriends', {
            params: { query: { pageNo, pageSize: FRIENDS_PAGE_SIZE } },
            headers: sessionTokenHeader(),
            signal,
          }),
        ),
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useBindReferrer(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (referralCode: string) =>
      valueOrThrow(
        toApiResult(
          apiClient.POST('/wps/relay/CSP_referralBind', { body: { referralCode }, headers: sessionTokenHeader() }),
        ),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.referral(customerId) }),
  });
}
