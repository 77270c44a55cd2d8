import { useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';

export type HelpSection = components['schemas']['HelpSection'];

// GET /wps/system/helpCenter (spec section 7, Help): the web sections in the visitor's language (EN as fallback).
export function getHelpCenter(lang: string, signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/system/helpCenter', { params: { query: { lang, device: 'web' } }, signal: signal ?? null }),
  );
}

/** The help sections for `lang`; asked again when the language changes. */
export function useHelpCenter(lang: string) {
  return useQuery({
    queryKey: queryKeys.helpCenter(lang),
    queryFn: ({ signal }) => valueOrThrow(getHelpCenter(lang, signal)),
    select: (value) => value.sections,
    staleTime: 5 * 60_000,
  });
}
