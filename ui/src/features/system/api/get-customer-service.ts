import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';

export type CustomerServiceEntry = components['schemas']['CustomerServiceChannel'];

// GET /wps/system/customerService: answered even to blocked
// visitors, so the block page can always offer help.
export function getCustomerService(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/system/customerService', { signal: signal ?? null }));
}

/** Fetched once per page; a failure is asked again by the next page that needs it. */
export const customerServiceQuery = queryOptions({
  queryKey: queryKeys.customerService(),
  queryFn: ({ signal }) => valueOrThrow(getCustomerService(signal)),
  select: (answer) => answer.list,
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The channels, or null while loading and after a failure (the page still shows its message). */
export function useCustomerServiceEntries(enabled: boolean): CustomerServiceEntry[] | null {
  return useQuery({ ...customerServiceQuery, enabled }).data ?? null;
}
