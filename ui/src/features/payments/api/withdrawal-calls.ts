import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { SealedPayload } from '../../../lib/api/sealed-payloads';
import { apiSealedRequest } from '../../../lib/crypto/sealed-request';
import type { paths } from '../../../lib/api/schema';

export type WithdrawalPayload = SealedPayload<'POST', '/wps/v2/withdrawals'>;
export type WithdrawalConfirmationBody =
  paths['/wps/v2/withdrawals/confirmation']['post']['requestBody']['content']['application/json'];
export type ConfirmationResult = WithdrawalConfirmationBody['result'];

// GET /wps/v2/withdrawals ("tok"): the member's withdrawals and the turnover still to wager.
export function getWithdrawals(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/v2/withdrawals', { headers: sessionTokenHeader(), signal: signal ?? null }));
}

export function useWithdrawals(customerId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.withdrawals(customerId),
      queryFn: ({ signal }) => valueOrThrow(getWithdrawals(signal)),
      staleTime: 0,
    }),
  );
}

// POST /wps/v2/withdrawals ("tok, enc"): sealed like the login body, bound to the
// session token, since it carries the funds password.
export function postWithdrawal(payload: WithdrawalPayload) {
  return apiSealedRequest('POST', '/wps/v2/withdrawals', payload, { withToken: true });
}

// The server's transport refuses a body above PANALO_MAX_REQUEST_BYTES with a
// bare 413 (no JSON envelope), which would read as a network error: name it.
const REQUEST_TOO_LARGE = 'request_too_large';

// POST /wps/v2/withdrawals/confirmation ("tok"): received, partly received or not
// received (proof images as base64).
export async function postWithdrawalConfirmation(body: WithdrawalConfirmationBody) {
  const result = await toApiResult(
    apiClient.POST('/wps/v2/withdrawals/confirmation', { headers: sessionTokenHeader(), body }),
  );
  if (!result.ok && result.error.status === 413 && result.error.code === 'network_error') {
    return { ok: false as const, error: { ...result.error, code: REQUEST_TOO_LARGE } };
  }
  return result;
}

// GET /wps/v2/wallets/balance ("tok"), under the header balance's own key so
// both show the same answer and a withdrawal refreshes both (the wallet feature
// owns the header; features do not import each other, the key is shared).
export function getMainBalance(signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/v2/wallets/balance', { headers: sessionTokenHeader(), signal: signal ?? null }),
  );
}

export function useMainBalance(customerId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.walletBalance(customerId),
      queryFn: ({ signal }) => valueOrThrow(getMainBalance(signal)),
      staleTime: 0,
    }),
  );
}
