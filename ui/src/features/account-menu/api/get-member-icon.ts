import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';

// GET /wps/member/info/icon (spec section 7, "tok"): the avatar the server draws.
export function getMemberIcon(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/member/info/icon', { headers: sessionTokenHeader(), signal: signal ?? null }));
}

/**
 * Once per signed-in member rather than once per header mount: keyed by customer
 * id, kept until sign-out. A failure is kept too (retryOnMount off), so the
 * initials stay until the next sign-in or reload instead of asking on every mount.
 */
export function memberIconQuery(customerId: string) {
  return queryOptions({
    queryKey: queryKeys.memberIcon(customerId),
    queryFn: ({ signal }) => valueOrThrow(getMemberIcon(signal)),
    select: (icon) => (icon.image ? `data:image/png;base64,${icon.image}` : null),
    staleTime: Infinity,
    gcTime: Infinity,
    retryOnMount: false,
  });
}

/** The avatar as a data: URL; null while loading, after a failure, or when `enabled` is false (trial players). */
export function useMemberIconUrl(customerId: string, enabled: boolean): string | null {
  return useQuery({ ...memberIconQuery(customerId), enabled }).data ?? null;
}
