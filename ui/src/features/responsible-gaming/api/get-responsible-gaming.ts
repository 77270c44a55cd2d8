import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';

// GET /wps/v2/responsible-gaming ("tok"): the running play break and the reality-check interval.
export function getResponsibleGaming(signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/v2/responsible-gaming', { headers: sessionTokenHeader(), signal: signal ?? null }),
  );
}

/** Asked on every visit (staleTime 0): a break can end, or be lifted by the operator, at any time. */
export function responsibleGamingQuery(customerId: string) {
  return queryOptions({
    queryKey: queryKeys.responsibleGaming(customerId),
    queryFn: ({ signal }) => valueOrThrow(getResponsibleGaming(signal)),
    staleTime: 0,
  });
}

export function useResponsibleGaming(customerId: string) {
  return useQuery(responsibleGamingQuery(customerId));
}
