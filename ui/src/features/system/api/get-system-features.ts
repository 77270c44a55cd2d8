import { apiGet } from '../../../lib/api/client';
import type { FeatureFlags } from '../../../lib/api/contract-types';

export function getSystemFeatures(signal?: AbortSignal) {
  return apiGet<FeatureFlags>('/wps/system/features', signal ? { signal } : {});
}
