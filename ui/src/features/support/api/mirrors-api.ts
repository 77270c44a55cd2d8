import { useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';

// GET /wps/support/mirrors: the site's other addresses.
export function getMirrors(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/support/mirrors', { signal: signal ?? null }));
}

export function useMirrors() {
  return useQuery({
    queryKey: queryKeys.mirrors(),
    queryFn: ({ signal }) => valueOrThrow(getMirrors(signal)),
    select: (value) => value.list,
    staleTime: 5 * 60_000,
  });
}

// POST /wps/support/representative/verify: is this contact one of the operator's representatives?
export function postRepresentativeVerify(contact: string) {
  return toApiResult(apiClient.POST('/wps/support/representative/verify', { body: { contact } }));
}
