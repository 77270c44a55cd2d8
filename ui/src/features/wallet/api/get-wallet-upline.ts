import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import { selectCustomerId, selectIsLogin, selectIsTrial, useSessionStore } from '../../../lib/session/session-store';

// GET /wps/v2/wallets/upline ("tok"): whether the member has an upline (the
// agent they signed up under) to transfer to, and its nickname.
export function getWalletUpline(signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/v2/wallets/upline', { headers: sessionTokenHeader(), signal: signal ?? null }),
  );
}

export function walletUplineQuery(customerId: string) {
  return queryOptions({
    queryKey: queryKeys.walletUpline(customerId),
    queryFn: ({ signal }) => valueOrThrow(getWalletUpline(signal)),
    staleTime: 5 * 60_000,
  });
}

export function useWalletUpline(customerId: string, enabled = true) {
  return useQuery({ ...walletUplineQuery(customerId), enabled });
}

/**
 * The member center shows transferUpline only to members with an upline; a
 * trial (whose every money call is refused) and a visitor never ask.
 */
export function useHasUpline(): boolean {
  const customerId = useSessionStore(selectCustomerId);
  const isLogin = useSessionStore(selectIsLogin);
  const isTrial = useSessionStore(selectIsTrial);
  const upline = useWalletUpline(customerId, isLogin && !isTrial);
  return upline.data?.hasUpline === true;
}
