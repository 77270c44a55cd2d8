import { apiGet } from '../../../lib/api/client';

export type CustomerServiceEntry = { csType: string; title: string; path: string };

// GET /wps/system/customerService: answered even to blocked
// visitors, so the block page can always offer help.
export function getCustomerService(signal?: AbortSignal) {
  return apiGet<{ list: CustomerServiceEntry[] }>('/wps/system/customerService', signal ? { signal } : {});
}
