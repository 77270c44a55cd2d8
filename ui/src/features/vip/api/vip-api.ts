import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';
import { selectCustomerId, selectIsLogin, selectIsTrial, useSessionStore } from '../../../lib/session/session-store';

type Schemas = components['schemas'];
export type VipStatus = Schemas['VipStatus'];
export type VipBonus = Schemas['VipBonus'];
export type VipLevel = Schemas['VipLevel'];

/**
 * The public state's VIP fields (hasVip, vipLabelName, vipRankLevel) from GET
 * /wps/member/info in the visitor's language. Kept for a minute: a level
 * changes with the member's bets and deposits, not from one second to the next.
 * Trial players and visitors ask nothing.
 */
export function useVipBadge(language: string) {
  const customerId = useSessionStore(selectCustomerId);
  const isLogin = useSessionStore(selectIsLogin);
  const isTrial = useSessionStore(selectIsTrial);
  return useQuery({
    queryKey: [...queryKeys.vipStatus(customerId), 'badge', language],
    queryFn: ({ signal }) =>
      valueOrThrow(
        toApiResult(
          apiClient.GET('/wps/member/info', { params: { query: { language } }, headers: sessionTokenHeader(), signal }),
        ),
      ),
    enabled: isLogin && !isTrial && customerId !== '',
    staleTime: 60_000,
  });
}

/** Whether the VIP bonus page is offered (spec section 2: only with the VIP flag). */
export function useHasVip(language: string): boolean {
  return useVipBadge(language).data?.hasVip === true;
}

// GET /wps/v2/vip: the VIP bonus page.
export function useVipStatus(customerId: string, language: string) {
  return useQuery({
    queryKey: queryKeys.vipStatus(customerId, language),
    queryFn: ({ signal }) =>
      valueOrThrow(
        toApiResult(
          apiClient.GET('/wps/v2/vip', { params: { query: { language } }, headers: sessionTokenHeader(), signal }),
        ),
      ),
  });
}

export function useClaimVipBonus(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (claim: { kind: VipBonus['kind']; rankLevel?: number; idempotencyKey: string }) =>
      valueOrThrow(toApiResult(apiClient.POST('/wps/v2/vip/claim', { body: claim, headers: sessionTokenHeader() }))),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.vipStatus(customerId) }),
        client.invalidateQueries({ queryKey: queryKeys.walletBalance(customerId) }),
        client.invalidateQueries({ queryKey: queryKeys.records(customerId) }),
      ]),
  });
}

/** useHasVip in the current language: the member center's useVisible hook for vipBonus. */
export function useVipPageVisible(): boolean {
  const { i18n } = useTranslation();
  return useHasVip(i18n.language);
}
