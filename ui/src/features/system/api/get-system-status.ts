import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';

export function getSystemStatus(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/system/status', { signal: signal ?? null }));
}

/**
 * Asked once at boot (the system gate); the page shows what it said until a
 * reload. A failure waits for the gate's retry button rather than being asked
 * again by every component that mounts (retryOnMount off).
 */
export const systemStatusQuery = queryOptions({
  queryKey: queryKeys.systemStatus(),
  queryFn: ({ signal }) => valueOrThrow(getSystemStatus(signal)),
  staleTime: Infinity,
  gcTime: Infinity,
  retryOnMount: false,
});

export function useSystemStatus() {
  return useQuery(systemStatusQuery);
}

/** Where the customer-service buttons lead; empty (hidden) until the status is in. */
export function useCustomerServiceUrl(): string {
  return useQuery({ ...systemStatusQuery, select: (status) => status.customerServiceUrl }).data ?? '';
}
