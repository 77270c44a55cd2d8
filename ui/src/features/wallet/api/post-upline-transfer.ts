import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';

// POST /wps/v2/wallets/upline/transfer ("tok"): main wallet -> the upline's
// main wallet; idempotencyKey makes a resent attempt harmless.
export function postUplineTransfer(amount: string, idempotencyKey: string) {
  return toApiResult(
    apiClient.POST('/wps/v2/wallets/upline/transfer', {
      headers: sessionTokenHeader(),
      body: { amount, idempotencyKey },
    }),
  );
}
