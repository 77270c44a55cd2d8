import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type DepositRequestBody = components['schemas']['DepositRequest'];

// POST /wps/v2/deposits ("tok"): a deposit request, in_process until the operator decides.
// The idempotency key makes a retry of the same attempt answer the same request.
export function postDeposit(body: DepositRequestBody) {
  return toApiResult(apiClient.POST('/wps/v2/deposits', { headers: sessionTokenHeader(), body }));
}
