import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';

export function getSystemStatus(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/system/status', { signal: signal ?? null }));
}
