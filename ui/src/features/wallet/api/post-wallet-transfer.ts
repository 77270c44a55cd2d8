import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';

export type WalletTransferBody =
  paths['/wps/relay/GCS_walletTransfer']['post']['requestBody']['content']['application/json'];

// POST /wps/relay/GCS_walletTransfer (spec section 7, "tok"): main wallet <->
// a game vendor wallet; idempotencyKey makes a resent attempt harmless.
export function postWalletTransfer(body: WalletTransferBody) {
  return toApiResult(apiClient.POST('/wps/relay/GCS_walletTransfer', { headers: sessionTokenHeader(), body }));
}
