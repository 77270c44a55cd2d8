import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';

// GET /wps/v2/wallets/balance (spec section 7, "tok"): the main wallet and the
// game vendor wallets, amounts as text and as minor units.
export function getWalletBalance(signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/v2/wallets/balance', { headers: sessionTokenHeader(), signal: signal ?? null }),
  );
}

/**
 * Keyed by customer id under 'member', so sign-out forgets it. Fresh for 30 s:
 * the header's refresh button asks at once whatever the age.
 */
export function walletBalanceQuery(customerId: string) {
  return queryOptions({
    queryKey: queryKeys.walletBalance(customerId),
    queryFn: ({ signal }) => valueOrThrow(getWalletBalance(signal)),
    staleTime: 30_000,
  });
}

export function useWalletBalance(customerId: string, enabled: boolean) {
  return useQuery({ ...walletBalanceQuery(customerId), enabled });
}
