import { BINGO_LANGUAGE, CATEGORIES, type Category, type CategoryKey, type GameType } from './categories';
import type { GameLane, VendorCard, WhitelabelMenuItem } from './game-menus';

// The navigation's categories, derived from the catalogue's vendor lanes (GET
// /lgw/games/game_menus) and ordered by the operator's whitelabel menu. One
// derivation feeds the header drop-down, the side menu, the footer and the home
// game menu, so they never disagree (issue 14 item 7).

export type NavVendor = { code: string; name: string; maintenance: boolean; gameCount: number };
export type NavCategory = Category & { vendors: readonly NavVendor[] };

/** Spec section 9: the sports lane's e-sports and cockfight vendors. */
export const ESPORTS_VENDORS: readonly string[] = ['AV', 'IMES', 'IA', 'AI', 'TF'];
export const COCKFIGHT_VENDORS: readonly string[] = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'];

const GAME_TYPES = new Set<string>(CATEGORIES.map((c) => c.gameType));
const isGameType = (value: string): value is GameType => GAME_TYPES.has(value);

/**
 * A category that follows another in the menu when the operator's menu does not
 * place it itself: the sports lane's split-offs follow sports, bingo follows
 * cards (spec: "PVP also adds bingo"), e-lottery follows lottery.
 */
const FOLLOWS: Partial<Record<CategoryKey, CategoryKey>> = {
  esports: 'sports',
  cockfight: 'sports',
  bingo: 'pvp',
  elott: 'lott',
};

/**
 * The category a vendor card belongs to. Spec section 4, "Sports lane split":
 * cards of the sports lane are e-sports or cockfight by their vendor code
 * (section 9), else by their own category, else sports. Elsewhere a card
 * belongs to its own category (a lane groups cards; the card says what it is).
 */
export function gameTypeOfCard(lane: GameLane, card: VendorCard): GameType {
  if (lane.gameClassify === 'SPORTS') {
    if (ESPORTS_VENDORS.includes(card.vassalage)) return 'ESPORTS';
    if (COCKFIGHT_VENDORS.includes(card.vassalage)) return 'COCKFIGHT';
    return card.gameType === 'ESPORTS' || card.gameType === 'COCKFIGHT' ? card.gameType : 'SPORTS';
  }
  return isGameType(card.gameType) ? card.gameType : lane.gameClassify;
}

/** The operator menu's sort of a category: its entry names the category by code or by path. */
function menuSort(menu: readonly WhitelabelMenuItem[], category: Category): number | undefined {
  return menu.find((item) => item.code.toLowerCase() === category.key || item.path === category.path)?.sort;
}

/**
 * Categories to show, in menu order, each with its vendors (lane order). A
 * category shows only when it has vendors; bingo shows only in TY, and there
 * also when cards (PVP) show, since PVP adds bingo (spec section 2, Home). The
 * order: the operator menu's sort where it names a category (or the category it
 * follows), else the order the lanes first bring each category.
 */
export function deriveNavCategories(
  lanes: readonly GameLane[],
  menu: readonly WhitelabelMenuItem[],
  language: string,
): NavCategory[] {
  const vendors = new Map<GameType, NavVendor[]>();
  const seen = new Set<string>();
  // The order lanes bring categories in: a lane's own category first, then what
  // its cards split off (sports, then e-sports and cockfight).
  const order: GameType[] = [];
  for (const lane of lanes) {
    if (!order.includes(lane.gameClassify)) order.push(lane.gameClassify);
    for (const card of lane.cards) {
      const gameType = gameTypeOfCard(lane, card);
      const key = `${gameType}/${card.vassalage}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (!order.includes(gameType)) order.push(gameType);
      const list = vendors.get(gameType) ?? [];
      list.push({ code: card.vassalage, name: card.name, maintenance: card.maintenance, gameCount: card.gameCount });
      vendors.set(gameType, list);
    }
  }
  const firstSeen = order.filter((gameType) => vendors.has(gameType));
  const shown = CATEGORIES.filter((c) => {
    if (c.key === 'bingo') return language === BINGO_LANGUAGE && (vendors.has('BINGO') || vendors.has('PVP'));
    return vendors.has(c.gameType);
  });

  const rank = (c: Category): [number, number, number] => {
    const dataOrder = firstSeen.indexOf(c.gameType);
    const lanePlace = dataOrder === -1 ? firstSeen.indexOf('PVP') + 0.5 : dataOrder;
    const own = menuSort(menu, c);
    if (own !== undefined) return [own, 0, lanePlace];
    const leader = FOLLOWS[c.key];
    const leaderCategory = leader ? CATEGORIES.find((x) => x.key === leader) : undefined;
    const leaderSort = leaderCategory ? menuSort(menu, leaderCategory) : undefined;
    if (leaderSort !== undefined) return [leaderSort, 1, lanePlace];
    return [Number.MAX_SAFE_INTEGER, 0, lanePlace];
  };
  const ranked = shown.map((c) => ({ c, r: rank(c) }));
  ranked.sort((a, b) => a.r[0] - b.r[0] || a.r[1] - b.r[1] || a.r[2] - b.r[2]);
  return ranked.map(({ c }) => ({ ...c, vendors: vendors.get(c.gameType) ?? [] }));
}

export type PrizeMode = 'elottery' | 'normal';

/** The Vietnam lottery vendor (spec section 4, "Starting a game": TCG_LOTTO_VN goes to /vnLottery). */
export const VIETNAM_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';

/**
 * Spec section 4, "Prize mode": e-lottery when the vendor data has a Vietnam
 * lottery or a lottery card under the e-lottery lane, else normal lottery.
 */
export function prizeModeOf(lanes: readonly GameLane[]): PrizeMode {
  const lotteryCard = (card: VendorCard) =>
    card.vassalage === VIETNAM_LOTTERY_VENDOR || card.gameType === 'ELOTT' || card.gameType === 'LOTT';
  return lanes.some((lane) => lane.gameClassify === 'ELOTT' && lane.cards.some(lotteryCard)) ? 'elottery' : 'normal';
}

/** Vendors of a category above this count use the drop-down's large layout (spec section 9). */
export const LARGE_DROPDOWN_ABOVE = 10;
