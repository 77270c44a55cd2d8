import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';

export type Country = components['schemas']['Country'];

// GET /wps/system/countries: the dialing codes the site accepts.
export function getCountries(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/system/countries', { signal: signal ?? null }));
}

/** Fetched once per page: operators change the list seldom, and a reload picks a change up. */
export const countriesQuery = queryOptions({
  queryKey: queryKeys.countries(),
  queryFn: ({ signal }) => valueOrThrow(getCountries(signal)),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useCountries() {
  return useQuery(countriesQuery);
}
