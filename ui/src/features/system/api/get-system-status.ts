import { apiGet } from '../../../lib/api/client';
import type { SystemStatus } from '../../../lib/api/contract-types';

export function getSystemStatus(signal?: AbortSignal) {
  return apiGet<SystemStatus>('/wps/system/status', signal ? { signal } : {});
}
