import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';

// GET /wps/member/sessions ("tok"): the member's live sessions, this device's first.
export function getMemberSessions(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/member/sessions', { headers: sessionTokenHeader(), signal: signal ?? null }));
}

/**
 * Asked again on every visit (staleTime 0): sessions start and end on other
 * devices, and a stale list would offer to end one that is already gone.
 */
export function memberSessionsQuery(customerId: string) {
  return queryOptions({
    queryKey: queryKeys.memberSessions(customerId),
    queryFn: ({ signal }) => valueOrThrow(getMemberSessions(signal)),
    staleTime: 0,
  });
}

export function useMemberSessions(customerId: string) {
  return useQuery(memberSessionsQuery(customerId));
}
