import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';

export function getSystemLanguages(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/system/languages', { signal: signal ?? null }));
}
