import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';

// GET /wps/agent/affiliate (spec section 7, "Affiliate": code and domain). An
// unknown or inactive code answers 400 invitation_code_error.
export function getAffiliate(code: string, domain: string, signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/agent/affiliate', { params: { query: { code, domain } }, signal: signal ?? null }),
  );
}
