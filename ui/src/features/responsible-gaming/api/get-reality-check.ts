import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';

// GET /wps/v2/responsible-gaming/reality-check ("tok"): time since sign-in,
// profit or loss of the session, and seconds until the next reminder (null: off).
export function getRealityCheck(signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/v2/responsible-gaming/reality-check', {
      headers: sessionTokenHeader(),
      signal: signal ?? null,
    }),
  );
}

/** Never reused from cache: the figures and the next reminder's time move with the clock. */
export function realityCheckQuery(customerId: string) {
  return queryOptions({
    queryKey: queryKeys.realityCheck(customerId),
    queryFn: ({ signal }) => valueOrThrow(getRealityCheck(signal)),
    staleTime: 0,
    retry: 1,
  });
}

export type RealityCheckReport = components['schemas']['RealityCheckReport'];

export function useRealityCheck(customerId: string, enabled: boolean) {
  return useQuery({ ...realityCheckQuery(customerId), enabled });
}
