import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '../api/query-keys';
import { getGameMenus, getWhitelabelMenu, type GameLane } from './game-menus';
import { deriveNavCategories, prizeModeOf, type NavCategory, type PrizeMode } from './nav-categories';
import { readVendorCache, readWhitelabelCache, writeVendorCache, writeWhitelabelCache } from './vendor-cache';

const NO_MENU: readonly never[] = [];

/** The vendor lanes: from the session cache when fetched in this language, else from the server (then cached). */
export function useGameMenus(language: string) {
  return useQuery({
    queryKey: queryKeys.gameMenus(language),
    queryFn: async ({ signal }): Promise<GameLane[]> => {
      const lanes = await getGameMenus(signal);
      writeVendorCache(language, lanes);
      return lanes;
    },
    initialData: () => readVendorCache(language) ?? undefined,
    staleTime: Infinity,
  });
}

export type NavCategoriesState = {
  /** null while the vendor data loads and after it failed (no made-up list stands in). */
  categories: readonly NavCategory[] | null;
  failed: boolean;
  retry: () => void;
  prizeMode: PrizeMode | null;
};

/**
 * The categories every navigation shows. The operator's menu only orders them:
 * when it cannot be read the lanes' own order is used, so a whitelabel failure
 * hides nothing.
 */
export function useNavCategories(language: string): NavCategoriesState {
  const menus = useGameMenus(language);
  const whitelabel = useQuery({
    queryKey: queryKeys.whitelabel(),
    queryFn: async ({ signal }) => {
      const menu = await getWhitelabelMenu(signal);
      writeWhitelabelCache(menu);
      return menu;
    },
    initialData: () => readWhitelabelCache() ?? undefined,
    staleTime: Infinity,
  });
  const lanes = menus.data;
  // Wait for the menu unless it failed, so the order does not jump after a first paint.
  const menu = whitelabel.data ?? (whitelabel.isPending ? null : NO_MENU);
  const categories = useMemo(
    () => (lanes && menu ? deriveNavCategories(lanes, menu, language) : null),
    [lanes, menu, language],
  );
  const { refetch } = menus;
  return {
    categories,
    failed: menus.isError && !lanes,
    retry: () => void refetch(),
    prizeMode: lanes ? prizeModeOf(lanes) : null,
  };
}
