import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import type { FeatureFlags } from '../../../lib/api/contract-types';
import { queryKeys } from '../../../lib/api/query-keys';
import { FEATURES_OFF } from '../../../lib/site/site-info';

export function getSystemFeatures(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/system/features', { signal: signal ?? null }));
}

/**
 * Asked once at boot, beside the status. Flags only hide optional tabs: a
 * failure leaves them all off (it must not take the site down) and is not asked
 * again by every mounting component (retryOnMount off); the gate's retry asks again.
 */
export const featureFlagsQuery = queryOptions({
  queryKey: queryKeys.featureFlags(),
  queryFn: async ({ signal }): Promise<FeatureFlags> => ({
    ...FEATURES_OFF,
    ...(await valueOrThrow(getSystemFeatures(signal))),
  }),
  staleTime: Infinity,
  gcTime: Infinity,
  retryOnMount: false,
});

export function useFeatureFlags(): FeatureFlags {
  return useQuery(featureFlagsQuery).data ?? FEATURES_OFF;
}
