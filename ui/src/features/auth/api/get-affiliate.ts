import { apiGet } from '../../../lib/api/client';

export type AffiliateCheck = { code: string; valid: true };

// GET /wps/agent/affiliate (spec section 7, "Affiliate": code and domain). An
// unknown or inactive code answers 400 invitation_code_error.
export function getAffiliate(code: string, domain: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ code, domain });
  return apiGet<AffiliateCheck>(`/wps/agent/affiliate?${query.toString()}`, signal ? { signal } : {});
}
