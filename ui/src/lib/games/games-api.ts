import { toApiResult } from '../api/api-result';
import { apiClient, sessionTokenHeader } from '../api/client';
import type { components } from '../api/schema';

// The catalogue calls of spec section 7 the game lists use, through the typed
// client (paths and answers from api/openapi.yaml).

export type Game = components['schemas']['Game'];
export type RecentGame = components['schemas']['RecentGame'];
export type GameCategoryCode = components['schemas']['GameCategory'];

/** The largest page GCS_gameList serves (api/openapi.yaml). */
export const GAME_LIST_MAX_PAGE = 200;
/** Spec section 9: favourites are fetched with pageSize 999. */
export const FAVOURITES_PAGE_SIZE = 999;
/** The server keeps at most 100 recent games a member. */
export const RECENT_PAGE_SIZE = 100;

export function getGameListPage(
  query: { gameType?: GameCategoryCode; vassalage?: string; pageNo: number; pageSize: number },
  signal?: AbortSignal,
) {
  return toApiResult(
    apiClient.GET('/wps/relay/GCS_gameList', {
      params: { query: { clientType: '3', platform: 'WEB', ...query } },
      signal: signal ?? null,
    }),
  );
}

export function getHotGames(query: { gameType?: GameCategoryCode; vassalage?: string }, signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/relay/GCS_hotGames', {
      params: { query: { isPlatform: '2', platform: 'flash,html5-desktop', ...query } },
      signal: signal ?? null,
    }),
  );
}

export function getFavoriteGames(signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/relay/GCS_favorites', {
      headers: sessionTokenHeader(),
      params: { query: { pageNo: 1, pageSize: FAVOURITES_PAGE_SIZE } },
      signal: signal ?? null,
    }),
  );
}

export function getFavoriteIds(signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/relay/GCS_favoriteIds', { headers: sessionTokenHeader(), signal: signal ?? null }),
  );
}

export function getRecentGames(signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/relay/GCS_recentGames', {
      headers: sessionTokenHeader(),
      params: { query: { clientType: '3', page: 1, pageSize: RECENT_PAGE_SIZE } },
      signal: signal ?? null,
    }),
  );
}

export function addFavoriteGame(game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) {
  return toApiResult(
    apiClient.POST('/wps/relay/GCS_favorites', {
      headers: sessionTokenHeader(),
      body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
    }),
  );
}

export function removeFavoriteGame(game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) {
  return toApiResult(
    apiClient.DELETE('/wps/relay/GCS_favorites', {
      headers: sessionTokenHeader(),
      params: { query: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } },
    }),
  );
}
