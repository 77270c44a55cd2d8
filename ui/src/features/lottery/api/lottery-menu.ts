import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import type { PrizeMode } from '../../../lib/navigation/nav-categories';

export type LotteryGame = components['schemas']['Game'];
export type RecentLotteryGame = components['schemas']['RecentGame'];

// GET /lgw/vn/games/game_menu (spec section 7, Vietnam lottery menu): the
// lottery games of the prize mode. Public.
export function getLotteryMenu(prizeMode: PrizeMode, signal?: AbortSignal) {
  return valueOrThrow(
    toApiResult(apiClient.GET('/lgw/vn/games/game_menu', { params: { query: { prizeMode } }, signal: signal ?? null })),
  );
}

// GET /lgw/vn/games/recent ("tok"): the member's recent e-lottery and lottery games.
export function getRecentLotteryGames(signal?: AbortSignal) {
  return valueOrThrow(
    toApiResult(apiClient.GET('/lgw/vn/games/recent', { headers: sessionTokenHeader(), signal: signal ?? null })),
  );
}
