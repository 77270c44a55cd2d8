import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';

// GET /wps/member/info/registration ("tok"): what the member registered with, masked by the server.
export function getRegistrationDetails(signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/member/info/registration', { headers: sessionTokenHeader(), signal: signal ?? null }),
  );
}

/** Dropped when unused (gcTime 0): masked or not, personal data does not linger in memory. */
export function registrationDetailsQuery(customerId: string) {
  return queryOptions({
    queryKey: queryKeys.registrationDetails(customerId),
    queryFn: ({ signal }) => valueOrThrow(getRegistrationDetails(signal)),
    gcTime: 0,
  });
}

export function useRegistrationDetails(customerId: string) {
  return useQuery(registrationDetailsQuery(customerId));
}
