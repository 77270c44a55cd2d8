import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';

export type NewsSummary = components['schemas']['NewsSummary'];

export const NEWS_PAGE_SIZE = 10;

// GET /wps/support/news: published news, newest first, in `lang` (EN as fallback).
export function getNews(lang: string, pageNo: number, signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/support/news', {
      params: { query: { lang, pageNo, pageSize: NEWS_PAGE_SIZE } },
      signal: signal ?? null,
    }),
  );
}

export function useNews(lang: string, pageNo: number) {
  return useQuery({
    queryKey: queryKeys.news(lang, pageNo),
    queryFn: ({ signal }) => valueOrThrow(getNews(lang, pageNo, signal)),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
