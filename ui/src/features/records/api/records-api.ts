import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';

type Schemas = components['schemas'];
export type LedgerRecordType = Schemas['LedgerRecordType'];
export type LedgerRecord = Schemas['LedgerRecord'];
export type BetRecord = Schemas['BetRecord'];
export type ProfitSummary = Schemas['ProfitSummary'];
export type BonusRecord = Schemas['BonusRecord'];
export type RebateQuote = Schemas['RebateQuote'];
export type ProfitPeriod = ProfitSummary['period'];

/** A list's filters as the page holds them; empty text means "no filter". */
export type ListFilters = { from: string; to: string; page: number; type?: string; vendor?: string };

const PAGE_SIZE = 10;

// Only filters that are set go on the query string (an empty one would be refused).
function listQuery(filters: ListFilters) {
  return {
    page: filters.page,
    size: PAGE_SIZE,
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

// Each list keeps the previous page on screen while the next one loads.
export function useLedgerRecords(customerId: string, filters: ListFilters) {
  return useQuery({
    queryKey: queryKeys.records(customerId, 'ledger', filters),
    queryFn: ({ signal }) =>
      valueOrThrow(
        toApiResult(
          apiClient.GET('/wps/v2/wallets/records', {
            params: {
              query: {
                ...listQuery(filters),
                ...(filters.type ? { type: filters.type as LedgerRecordType } : {}),
              },
            },
            headers: sessionTokenHeader(),
            signal,
          }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useBets(customerId: string, filters: ListFilters) {
  return useQuery({
    queryKey: queryKeys.records(customerId, 'bets', filters),
    queryFn: ({ signal }) =>
      valueOrThrow(
        toApiResult(
          apiClient.GET('/wps/v2/bets', {
            params: { query: { ...listQuery(filters), ...(filters.vendor ? { vendor: filters.vendor } : {}) } },
            headers: sessionTokenHeader(),
            signal,
          }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useProfit(customerId: string, period: ProfitPeriod, from: string, to: string) {
  const range = period === 'range';
  return useQuery({
    queryKey: queryKeys.records(customerId, 'profit', { period, from: range ? from : '', to: range ? to : '' }),
    queryFn: ({ signal }) =>
      valueOrThrow(
        toApiResult(
          apiClient.GET('/wps/v2/bets/profit', {
            params: { query: { period, ...(range ? { from, to } : {}) } },
            headers: sessionTokenHeader(),
            signal,
          }),
        ),
      ),
    // A range asks only once both ends are chosen.
    enabled: !range || (from !== '' && to !== ''),
  });
}

export function useBonuses(customerId: string, filters: ListFilters) {
  return useQuery({
    queryKey: queryKeys.records(customerId, 'bonuses', filters),
    queryFn: ({ signal }) =>
      valueOrThrow(
        toApiResult(
          apiClient.GET('/wps/v2/bonuses', {
            params: { query: listQuery(filters) },
            headers: sessionTokenHeader(),
            signal,
          }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRebate(customerId: string) {
  return useQuery({
    queryKey: queryKeys.records(customerId, 'rebate', {}),
    queryFn: ({ signal }) =>
      valueOrThrow(toApiResult(apiClient.GET('/wps/v2/rebates', { headers: sessionTokenHeader(), signal }))),
  });
}

/**
 * Claims the rebate with one key per press: a retry of the same press (a lost
 * answer) cannot credit twice, and the server refuses a second claim in the
 * period anyway. Afterwards the rebate, the records and the header balance are
 * asked afresh.
 */
export function useClaimRebate(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      valueOrThrow(
        toApiResult(
          apiClient.POST('/wps/v2/rebates/claim', { body: { idempotencyKey }, headers: sessionTokenHeader() }),
        ),
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.records(customerId) }),
        client.invalidateQueries({ queryKey: queryKeys.walletBalance(customerId) }),
      ]),
  });
}

/**
 * The vendors to filter by: the wallet balance lists every enabled vendor. The
 * same call and key as the header's balance, so the two share one answer.
 */
export function useVendors(customerId: string) {
  return useQuery({
    queryKey: queryKeys.walletBalance(customerId),
    queryFn: ({ signal }) =>
      valueOrThrow(toApiResult(apiClient.GET('/wps/v2/wallets/balance', { headers: sessionTokenHeader(), signal }))),
    staleTime: 30_000,
  });
}
