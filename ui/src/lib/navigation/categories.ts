import type { IconName } from '../../components/icon';

// Game categories with a route of their own (spec section 2, Routes). Game center
// pages host a vendor's own lobby; game list pages list games to launch. This is
// the route table: every category path is routable, but which categories the
// navigation shows comes from the catalogue's vendors (nav-categories.ts).
export type CategoryKey =
  'live' | 'rng' | 'fish' | 'sports' | 'esports' | 'lott' | 'elott' | 'pvp' | 'cockfight' | 'bingo';

/** The game categories of spec section 3 (the server's GameCategory). */
export type GameType =
  'ELOTT' | 'LOTT' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'ESPORTS' | 'COCKFIGHT' | 'BINGO';

export type Category = {
  key: CategoryKey;
  path: `/${string}`;
  gameType: GameType;
  page: 'center' | 'list';
  icon: IconName;
};

export const CATEGORIES: readonly Category[] = [
  { key: 'live', path: '/live', gameType: 'LIVE', page: 'list', icon: 'live' },
  { key: 'rng', path: '/rng', gameType: 'RNG', page: 'list', icon: 'slots' },
  { key: 'fish', path: '/fish', gameType: 'FISH', page: 'list', icon: 'fish' },
  { key: 'sports', path: '/sports', gameType: 'SPORTS', page: 'center', icon: 'sports' },
  { key: 'esports', path: '/esports', gameType: 'ESPORTS', page: 'center', icon: 'esports' },
  { key: 'lott', path: '/lott', gameType: 'LOTT', page: 'center', icon: 'lottery' },
  { key: 'elott', path: '/elott', gameType: 'ELOTT', page: 'center', icon: 'lottery' },
  { key: 'pvp', path: '/pvp', gameType: 'PVP', page: 'list', icon: 'cards' },
  { key: 'cockfight', path: '/cockfight', gameType: 'COCKFIGHT', page: 'list', icon: 'rooster' },
  { key: 'bingo', path: '/bingo', gameType: 'BINGO', page: 'list', icon: 'bingo' },
];

export function categoryOfGameType(gameType: string): Category | undefined {
  return CATEGORIES.find((c) => c.gameType === gameType);
}

/** Bingo is offered only to the Tagalog site (spec section 1: "Bingo shows only for TY"). */
export const BINGO_LANGUAGE = 'TY';
