import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { SealedPayload } from '../../../lib/api/sealed-payloads';
import type { components } from '../../../lib/api/schema';
import { apiSealedRequest } from '../../../lib/crypto/sealed-request';

export type RewardItem = components['schemas']['RewardItem'];
export type Redemption = components['schemas']['Redemption'];
export type PointsConfig = components['schemas']['PointsConfig'];
export type RedeemPayload = SealedPayload<'POST', '/wps/points/redeem'>;
export type ConvertPayload = SealedPayload<'POST', '/wps/points/convert'>;

// The reward center's reads, keyed under the member so the next member on this
// tab never sees the previous one's points.
const keys = {
  all: (customerId: string) => ['member', customerId, 'points'] as const,
  balance: (customerId: string) => ['member', customerId, 'points', 'balance'] as const,
  config: (customerId: string) => ['member', customerId, 'points', 'config'] as const,
  redeems: (customerId: string, language: string, page: number) =>
    ['member', customerId, 'points', 'redeems', language, page] as const,
  journal: (customerId: string, page: number) => ['member', customerId, 'points', 'journal', page] as const,
  rewards: (language: string) => ['points', 'rewards', language] as const,
};
export const pointsKeys = keys;
// A conversion or cash reward moves the header balance as well.
export const walletBalanceKey = queryKeys.walletBalance;

// GET /wps/points/balance ("tok").
export function usePointsBalance(customerId: string) {
  return useQuery(
    queryOptions({
      queryKey: keys.balance(customerId),
      queryFn: ({ signal }) =>
        valueOrThrow(toApiResult(apiClient.GET('/wps/points/balance', { headers: sessionTokenHeader(), signal }))),
      staleTime: 0,
    }),
  );
}

// GET /wps/points/rewards: public, names in the page's language.
export function useRewards(language: string) {
  return useQuery(
    queryOptions({
      queryKey: keys.rewards(language),
      queryFn: ({ signal }) =>
        valueOrThrow(toApiResult(apiClient.GET('/wps/points/rewards', { params: { query: { language } }, signal }))),
      staleTime: 30_000,
    }),
  );
}

// GET /wps/points/config ("tok").
export function usePointsConfig(customerId: string) {
  return useQuery(
    queryOptions({
      queryKey: keys.config(customerId),
      queryFn: ({ signal }) =>
        valueOrThrow(toApiResult(apiClient.GET('/wps/points/config', { headers: sessionTokenHeader(), signal }))),
      staleTime: 0,
    }),
  );
}

// GET /wps/points/redeems ("tok").
export function useRedeems(customerId: string, language: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: keys.redeems(customerId, language, page),
      queryFn: ({ signal }) =>
        valueOrThrow(
          toApiResult(
            apiClient.GET('/wps/points/redeems', {
              headers: sessionTokenHeader(),
              params: { query: { language, pageNum: page, pageSize: 10 } },
              signal,
            }),
          ),
        ),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}

// GET /wps/points/transactions ("tok"): the points journal.
export function usePointsJournal(customerId: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: keys.journal(customerId, page),
      queryFn: ({ signal }) =>
        valueOrThrow(
          toApiResult(
            apiClient.GET('/wps/points/transactions', {
              headers: sessionTokenHeader(),
              params: { query: { pageNum: page, pageSize: 10 } },
              signal,
            }),
          ),
        ),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}

// POST /wps/points/redeem ("tok, enc"): sealed to the session, it carries the password.
export function postRedeem(payload: RedeemPayload) {
  return apiSealedRequest('POST', '/wps/points/redeem', payload, { withToken: true });
}

// POST /wps/points/convert ("tok, enc").
export function postConvert(payload: ConvertPayload) {
  return apiSealedRequest('POST', '/wps/points/convert', payload, { withToken: true });
}

// POST /wps/points/seen ("tok"): the reward center was opened.
export function postSeen() {
  return toApiResult(apiClient.POST('/wps/points/seen', { headers: sessionTokenHeader(), body: {} }));
}
