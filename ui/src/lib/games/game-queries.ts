import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useGameMenus } from '../navigation/use-nav-categories';
import { useMemo } from 'react';
import { valueOrThrow } from '../api/api-error';
import { queryKeys } from '../api/query-keys';
import { selectCustomerId, selectIsLogin, selectIsTrial, useSessionStore } from '../session/session-store';
import type { CoreApi } from '../wasm/core-api';
import type { LobbyCatalogue } from '../wasm/lobby-catalogue';
import { useCore } from '../wasm/use-core';
import {
  GAME_LIST_MAX_PAGE,
  getFavoriteGames,
  getFavoriteIds,
  getGameListPage,
  getHotGames,
  getRecentGames,
  type Game,
  type GameCategoryCode,
} from './games-api';

// TanStack Query hooks for the game lists. Catalogue data is public and the
// same for everyone (cached a few minutes); the member's lists are keyed by
// customer id and asked only of a real account (a trial one is refused them).

const CATALOGUE_STALE_MS = 5 * 60_000;

/**
 * Every game of one category, in the server's order (ALL: operator order), as
 * the lobby filters it in the browser: the first page tells how many pages
 * there are, the rest are asked at once.
 */
export async function fetchWholeCategory(gameType: GameCategoryCode, signal?: AbortSignal): Promise<Game[]> {
  const first = await valueOrThrow(getGameListPage({ gameType, pageNo: 1, pageSize: GAME_LIST_MAX_PAGE }, signal));
  const rest = await Promise.all(
    Array.from({ length: Math.max(first.totalPages - 1, 0) }, (_, i) =>
      valueOrThrow(getGameListPage({ gameType, pageNo: i + 2, pageSize: GAME_LIST_MAX_PAGE }, signal)),
    ),
  );
  return [first, ...rest].flatMap((page) => page.games);
}

export function useCategoryGames(gameType: GameCategoryCode) {
  return useQuery({
    queryKey: queryKeys.gameCatalogue(gameType),
    queryFn: ({ signal }) => fetchWholeCategory(gameType, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The first `size` games of a category (a home section), with the category's total. */
export function useCategorySection(gameType: GameCategoryCode, size: number) {
  return useQuery({
    queryKey: queryKeys.gameSection(gameType, size),
    queryFn: ({ signal }) => valueOrThrow(getGameListPage({ gameType, pageNo: 1, pageSize: size }, signal)),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useHotGames() {
  return useQuery({
    queryKey: queryKeys.hotGames(),
    queryFn: ({ signal }) => valueOrThrow(getHotGames({}, signal)).then((v) => v.list),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** Vendor code -> display name, from the game menus (spec section 7; the navigation's cached query). */
export function useVendorNames(): ReadonlyMap<string, string> {
  const { i18n } = useTranslation();
  const menus = useGameMenus(i18n.language);
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const lane of menus.data ?? []) for (const card of lane.cards) names.set(card.vassalage, card.name);
    return names;
  }, [menus.data]);
}

/** Whether the member's own lists may be asked: logged in with a real account. */
export function useHasMemberLists(): boolean {
  const isLogin = useSessionStore(selectIsLogin);
  const isTrial = useSessionStore(selectIsTrial);
  return isLogin && !isTrial;
}

export function useFavoriteIds() {
  const customerId = useSessionStore(selectCustomerId);
  const enabled = useHasMemberLists();
  return useQuery({
    queryKey: queryKeys.favoriteIds(customerId),
    queryFn: ({ signal }) => valueOrThrow(getFavoriteIds(signal)).then((v) => v.nodeIds),
    enabled,
  });
}

export function useFavoriteGames(enabled = true) {
  const customerId = useSessionStore(selectCustomerId);
  const member = useHasMemberLists();
  return useQuery({
    queryKey: queryKeys.favoriteGames(customerId),
    queryFn: ({ signal }) => valueOrThrow(getFavoriteGames(signal)).then((v) => v.content),
    enabled: enabled && member,
  });
}

export function useRecentGames(enabled = true) {
  const customerId = useSessionStore(selectCustomerId);
  const member = useHasMemberLists();
  return useQuery({
    queryKey: queryKeys.recentGames(customerId),
    queryFn: ({ signal }) => valueOrThrow(getRecentGames(signal)).then((v) => v.list),
    enabled: enabled && member,
  });
}

/** Marks the member's recent games stale (after a launch records one). */
export function useRefreshRecent(): () => void {
  const client = useQueryClient();
  const customerId = useSessionStore(selectCustomerId);
  return () => void client.invalidateQueries({ queryKey: queryKeys.recentGames(customerId) });
}

export type LobbyCatalogueState = { catalogue: LobbyCatalogue | null; failed: boolean };

// Loaded catalogues by the game array they were made from (TanStack Query keeps
// an unchanged answer's array, so revisiting a category reuses its catalogue).
// A few are kept; the oldest one's linear memory is freed when another comes.
const MAX_LOADED_CATALOGUES = 4;
const loadedCatalogues: { games: readonly Game[]; catalogue: LobbyCatalogue }[] = [];

function catalogueFor(core: CoreApi, games: readonly Game[]): LobbyCatalogue {
  const known = loadedCatalogues.find((entry) => entry.games === games);
  if (known) return known.catalogue;
  const catalogue = core.loadLobbyCatalogue(
    games.map((g, i) => ({
      id: g.nodeId,
      vendorCode: g.vassalage,
      category: g.gameType,
      name: g.gameName || g.displayName,
      hot: g.isHot === 1,
      freeTrial: g.supportPlay === 0,
      createdAt: g.createdAt,
      sortOrder: i,
    })),
  );
  loadedCatalogues.push({ games, catalogue });
  if (loadedCatalogues.length > MAX_LOADED_CATALOGUES) loadedCatalogues.shift()?.catalogue.dispose();
  return catalogue;
}

/**
 * The games loaded once into the wasm lobby filter (panalo/lobby/game_filter.hpp).
 * Position in `games` is the operator order (ALL, HOT), createdAt the NEW order.
 */
export function useLobbyCatalogue(games: readonly Game[] | undefined): LobbyCatalogueState {
  const { core, failed } = useCore();
  const catalogue = useMemo(() => (core && games ? catalogueFor(core, games) : null), [core, games]);
  return { catalogue, failed };
}
