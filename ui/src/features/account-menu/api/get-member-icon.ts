import { apiGet } from '../../../lib/api/client';
import type { MemberIconValue } from '../../../lib/api/contract-types';

// GET /wps/member/info/icon (spec section 7, "tok"): the avatar the server draws.
export function getMemberIcon(signal?: AbortSignal) {
  return apiGet<MemberIconValue>('/wps/member/info/icon', { withToken: true, ...(signal ? { signal } : {}) });
}
