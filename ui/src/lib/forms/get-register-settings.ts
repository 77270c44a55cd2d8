import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../api/api-error';
import { toApiResult } from '../api/api-result';
import { apiClient } from '../api/client';
import { queryKeys } from '../api/query-keys';

// GET /wps/system/setting/register: the operator's field rules, passed as they are
// to the wasm validators (format: shared/include/panalo/validation/registration_settings.hpp).
// Shared by the auth popups and the agent center's account form: one cached answer for both.
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
