import { useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';

// GET /wps/support/news/detail: one article with its sanitised HTML.
export function getNewsArticle(id: number, lang: string, signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/support/news/detail', { params: { query: { id, lang } }, signal: signal ?? null }),
  );
}

export function useNewsArticle(id: number, lang: string) {
  return useQuery({
    queryKey: queryKeys.newsArticle(id, lang),
    queryFn: ({ signal }) => valueOrThrow(getNewsArticle(id, lang, signal)),
    enabled: Number.isSafeInteger(id) && id > 0,
    staleTime: 60_000,
    retry: false,
  });
}
