import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';

// GET /wps/v2/wallets/merchant (spec section 7, Merchant wallet: isSingle; the
// login state's hasMerchantWallet): single-wallet mode has no game wallets.
export function getMerchantWallet(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/v2/wallets/merchant', { signal: signal ?? null }));
}

export function merchantWalletQuery() {
  return queryOptions({
    queryKey: queryKeys.merchantWallet(),
    queryFn: ({ signal }) => valueOrThrow(getMerchantWallet(signal)),
    // An operator switch is rare; a minute old is fresh enough (the server refuses anyway).
    staleTime: 60_000,
  });
}

export function useMerchantWallet() {
  return useQuery(merchantWalletQuery());
}
