import { useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';
import { WINNER_LIMIT } from '../lib/winner-slides';

/** Spec section 3, Winner record; winAmount is the server's 2-decimal text. */
export type WinnerRecord = components['schemas']['WinnerRecord'];
type GameCategory = components['schemas']['GameCategory'];

/**
 * GET /wps/relay/GCS_winnerBoard (spec section 7, Winner board: gameCategory,
 * language, limitNum 20; answers value.list). Public. Without a category, the
 * board of every category.
 */
export function getWinnerBoard(query: { gameCategory?: GameCategory; language: string }, signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/relay/GCS_winnerBoard', {
      params: {
        query: {
          ...(query.gameCategory ? { gameCategory: query.gameCategory } : {}),
          language: query.language,
          limitNum: WINNER_LIMIT,
        },
      },
      signal: signal ?? null,
    }),
  );
}

/** The board for all categories in the visitor's language; refreshed every minute while shown. */
export function useWinnerBoard(language: string) {
  return useQuery({
    queryKey: queryKeys.winnerBoard('', language),
    queryFn: ({ signal }) => valueOrThrow(getWinnerBoard({ language }, signal)),
    select: (value) => value.list,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}
