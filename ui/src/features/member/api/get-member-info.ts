import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';

// GET /wps/member/info (spec section 7, "tok").
export function getMemberInfo(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/member/info', { headers: sessionTokenHeader(), signal: signal ?? null }));
}

/**
 * Asked again on every mount and dropped when unused (gcTime 0): whether the
 * account has a password changes behind this tab's back (set by phone), so the
 * security center never decides from an old answer.
 */
export function memberInfoQuery(customerId: string) {
  return queryOptions({
    queryKey: queryKeys.memberInfo(customerId),
    queryFn: ({ signal }) => valueOrThrow(getMemberInfo(signal)),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useMemberInfo(customerId: string) {
  return useQuery(memberInfoQuery(customerId));
}
