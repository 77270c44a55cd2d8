import { valueOrThrow } from '../api/api-error';
import { toApiResult } from '../api/api-result';
import { apiClient } from '../api/client';
import type { components } from '../api/schema';

export type GameLane = components['schemas']['GameLane'];
export type VendorCard = GameLane['cards'][number];
export type WhitelabelMenuItem = components['schemas']['WhitelabelMenuItem'];

// GET /lgw/games/game_menus (spec section 7, "Game menus"): the vendor lanes,
// each with its vendors as cards. Public.
export function getGameMenus(signal?: AbortSignal): Promise<GameLane[]> {
  return valueOrThrow(
    toApiResult(
      apiClient.GET('/lgw/games/game_menus', {
        params: { query: { platform: 'html5-desktop' } },
        signal: signal ?? null,
      }),
    ),
  ).then((value) => value.lanes);
}

// GET /wps/system/whitelabel: the operator's menu (setting site.whitelabel_menu),
// which orders the categories.
export function getWhitelabelMenu(signal?: AbortSignal): Promise<WhitelabelMenuItem[]> {
  return valueOrThrow(toApiResult(apiClient.GET('/wps/system/whitelabel', { signal: signal ?? null }))).then(
    (value) => value.menu,
  );
}
