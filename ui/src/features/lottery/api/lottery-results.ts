import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type LotteryLobby = components['schemas']['LotteryLobby'];
export type LotteryInLobby = components['schemas']['LotteryBase'];
export type LotteryDraw = components['schemas']['LotteryDraw'];
export type LotteryTier = components['schemas']['LotteryTier'];
export type LotteryResultsPage = components['schemas']['LotteryResultsPage'];
export type LotteryRegionFilter = 'north' | 'central' | 'south' | 'sea' | 'vn';

// GET /lgw/lottery/lobby (spec section 7, lottery lobby): lotteries by region
// with their latest result and next draw. Public.
export function getLotteryLobby(region: LotteryRegionFilter | undefined, signal?: AbortSignal) {
  return valueOrThrow(
    toApiResult(
      apiClient.GET('/lgw/lottery/lobby', { params: { query: region ? { region } : {} }, signal: signal ?? null }),
    ),
  );
}

// GET /lgw/lottery/results: one lottery's results, newest first, a page at a time.
export function getLotteryResults(lotteryCode: string, pageNo: number, pageSize: number, signal?: AbortSignal) {
  return valueOrThrow(
    toApiResult(
      apiClient.GET('/lgw/lottery/results', {
        params: { query: { lotteryCode, pageNo, pageSize } },
        signal: signal ?? null,
      }),
    ),
  );
}
