import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';

// GET /wps/system/setting/register: the operator's field rules, passed as they are
// to the wasm validators (format: shared/include/panalo/validation/registration_settings.hpp).
export function getRegisterSettings(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/system/setting/register', { signal: signal ?? null }));
}

/** Fetched once per page, when the first validating popup opens; every later popup reuses it. */
export const registerSettingsQuery = queryOptions({
  queryKey: queryKeys.registerSettings(),
  queryFn: ({ signal }) => valueOrThrow(getRegisterSettings(signal)),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** `enabled` false until a popup opens: nothing is fetched on first paint. */
export function useRegisterSettings(enabled: boolean) {
  return useQuery({ ...registerSettingsQuery, enabled });
}
