import { describe, expect, it } from 'vitest';
import type { GameLane, WhitelabelMenuItem } from './game-menus';
import { deriveNavCategories, prizeModeOf } from './nav-categories';

const card = (vassalage: string, gameType: GameLane['gameClassify'], maintenance = false) => ({
  vassalage,
  name: `${vassalage} name`,
  gameType,
  maintenance,
  gameCount: 3,
});
const lane = (code: GameLane['gameClassify'], cards: GameLane['cards']): GameLane => ({
  code,
  title: code,
  gameClassify: code,
  cards,
});

// The migration's default menu (0008): no e-sports, cockfight, e-lottery or bingo entry.
const MENU: WhitelabelMenuItem[] = [
  { code: 'home', title: 'Home', path: '/', sort: 1 },
  { code: 'sports', title: 'Sports', path: '/sports', sort: 2 },
  { code: 'live', title: 'Live', path: '/live', sort: 3 },
  { code: 'rng', title: 'Slots', path: '/rng', sort: 4 },
  { code: 'fish', title: 'Fishing', path: '/fish', sort: 5 },
  { code: 'lott', title: 'Lottery', path: '/lott', sort: 6 },
  { code: 'pvp', title: 'Cards', path: '/pvp', sort: 7 },
  { code: 'promotions', title: 'Promotions', path: '/promotions', sort: 8 },
];

const keys = (lanes: GameLane[], language = 'EN', menu = MENU) =>
  deriveNavCategories(lanes, menu, language).map((c) => c.key);

describe('deriveNavCategories', () => {
  it('splits an unsplit sports lane into sports, e-sports and cockfight by vendor code', () => {
    const lanes = [
      lane('SPORTS', [card('SABA', 'SPORTS'), card('AV', 'SPORTS'), card('TF', 'SPORTS'), card('DS88', 'SPORTS')]),
    ];
    const categories = deriveNavCategories(lanes, MENU, 'EN');
    expect(categories.map((c) => c.key)).toEqual(['sports', 'esports', 'cockfight']);
    expect(categories.map((c) => c.vendors.map((v) => v.code))).toEqual([['SABA'], ['AV', 'TF'], ['DS88']]);
  });

  it('takes the server-split lanes as they come (no duplicates)', () => {
    const lanes = [
      lane('SPORTS', [card('SABA', 'SPORTS')]),
      lane('ESPORTS', [card('AV', 'ESPORTS'), card('IMES', 'ESPORTS')]),
      lane('COCKFIGHT', [card('SV3', 'COCKFIGHT')]),
    ];
    expect(deriveNavCategories(lanes, MENU, 'EN').map((c) => [c.key, c.vendors.length])).toEqual([
      ['sports', 1],
      ['esports', 2],
      ['cockfight', 1],
    ]);
  });

  it('a sports lane of e-sports vendors only shows no sports category', () => {
    expect(keys([lane('SPORTS', [card('AV', 'ESPORTS'), card('WS168', 'COCKFIGHT')])])).toEqual([
      'esports',
      'cockfight',
    ]);
  });

  it('hides categories without vendors', () => {
    const lanes = [lane('RNG', [card('PG', 'RNG')]), lane('LIVE', []), lane('FISH', [])];
    expect(keys(lanes)).toEqual(['rng']);
    expect(keys([])).toEqual([]);
  });

  it('orders by the operator menu, split-offs after the category they come from', () => {
    const lanes = [
      lane('ELOTT', [card('TCG_LOTTO_VN', 'ELOTT')]),
      lane('LOTT', [card('GW', 'LOTT')]),
      lane('LIVE', [card('EVO', 'LIVE')]),
      lane('SPORTS', [card('SABA', 'SPORTS'), card('AV', 'ESPORTS'), card('SV3', 'COCKFIGHT')]),
      lane('FISH', [card('FC', 'FISH')]),
      lane('RNG', [card('PG', 'RNG')]),
      lane('PVP', [card('BGS', 'PVP')]),
      lane('BINGO', [card('BPLUS', 'BINGO')]),
    ];
    expect(keys(lanes, 'TY')).toEqual([
      'sports',
      'esports',
      'cockfight',
      'live',
      'rng',
      'fish',
      'lott',
      'elott',
      'pvp',
      'bingo',
    ]);
    // Without the operator menu (it failed): the lanes' own order.
    expect(keys(lanes, 'TY', [])).toEqual([
      'elott',
      'lott',
      'live',
      'sports',
      'esports',
      'cockfight',
      'fish',
      'rng',
      'pvp',
      'bingo',
    ]);
  });

  it('PVP adds bingo, only in TY', () => {
    const pvpOnly = [lane('PVP', [card('BGS', 'PVP')])];
    expect(keys(pvpOnly, 'TY')).toEqual(['pvp', 'bingo']);
    expect(keys(pvpOnly, 'EN')).toEqual(['pvp']);
    const bingoOnly = [lane('BINGO', [card('BPLUS', 'BINGO')])];
    expect(keys(bingoOnly, 'TY')).toEqual(['bingo']);
    expect(keys(bingoOnly, 'EN')).toEqual([]);
    expect(keys([lane('RNG', [card('PG', 'RNG')])], 'TY')).toEqual(['rng']);
  });

  it('a vendor under maintenance still makes its category (launching it answers game_maintenance)', () => {
    const categories = deriveNavCategories([lane('LIVE', [card('EVO', 'LIVE', true)])], MENU, 'EN');
    expect(categories).toHaveLength(1);
    expect(categories[0]?.vendors[0]).toEqual({ code: 'EVO', name: 'EVO name', maintenance: true, gameCount: 3 });
  });
});

describe('prizeModeOf', () => {
  it('is e-lottery when the e-lottery lane has a Vietnam lottery or lottery card', () => {
    expect(prizeModeOf([lane('ELOTT', [card('TCG_LOTTO_VN', 'ELOTT')])])).toBe('elottery');
    expect(prizeModeOf([lane('ELOTT', [card('TCG_SEA', 'ELOTT')])])).toBe('elottery');
    expect(prizeModeOf([lane('ELOTT', [card('XYZ', 'LOTT')])])).toBe('elottery');
  });

  it('is normal otherwise', () => {
    expect(prizeModeOf([])).toBe('normal');
    expect(prizeModeOf([lane('LOTT', [card('GW', 'LOTT')])])).toBe('normal');
    expect(prizeModeOf([lane('ELOTT', [])])).toBe('normal');
    expect(prizeModeOf([lane('RNG', [card('TCG_LOTTO_VN', 'RNG')])])).toBe('normal');
  });
});
