import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';

export function getSystemFeatures(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/system/features', { signal: signal ?? null }));
}
