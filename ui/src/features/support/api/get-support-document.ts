import { useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';

export type DocumentKey = 'license' | 'install';

// GET /wps/support/document: the legal license or the installation guide in `lang` (EN as fallback).
export function getSupportDocument(key: DocumentKey, lang: string, signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/support/document', { params: { query: { key, lang } }, signal: signal ?? null }),
  );
}

export function useSupportDocument(key: DocumentKey, lang: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.supportDocument(key, lang),
    queryFn: ({ signal }) => valueOrThrow(getSupportDocument(key, lang, signal)),
    staleTime: 5 * 60_000,
    enabled,
  });
}
