import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';

// GET /wps/v2/deposits/channels ("tok"): the operator's enabled channels with their min and max.
export function getDepositChannels(signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/v2/deposits/channels', { headers: sessionTokenHeader(), signal: signal ?? null }),
  );
}

// GET /wps/v2/deposits ("tok"): the member's deposit requests, newest first.
export function getDeposits(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/v2/deposits', { headers: sessionTokenHeader(), signal: signal ?? null }));
}

// GET /wps/v2/deposits/limits ("tok"): day, week and month limits, used, and a waiting change.
export function getDepositLimits(signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/v2/deposits/limits', { headers: sessionTokenHeader(), signal: signal ?? null }),
  );
}

export function useDepositChannels(customerId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.depositChannels(customerId),
      queryFn: ({ signal }) => valueOrThrow(getDepositChannels(signal)),
      staleTime: 60_000,
    }),
  );
}

/** Asked on every visit: the operator decides requests while the member is away. */
export function useDeposits(customerId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.deposits(customerId),
      queryFn: ({ signal }) => valueOrThrow(getDeposits(signal)),
      staleTime: 0,
    }),
  );
}

export function useDepositLimits(customerId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.depositLimits(customerId),
      queryFn: ({ signal }) => valueOrThrow(getDepositLimits(signal)),
      staleTime: 0,
    }),
  );
}
