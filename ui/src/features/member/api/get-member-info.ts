import { apiGet } from '../../../lib/api/client';
import type { MemberInfo } from '../../../lib/api/contract-types';

// GET /wps/member/info (spec section 7, "tok").
export function getMemberInfo(signal?: AbortSignal) {
  return apiGet<MemberInfo>('/wps/member/info', { withToken: true, ...(signal ? { signal } : {}) });
}
