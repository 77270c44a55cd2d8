// Seeded random catalogues and lobby queries for the native-vs-wasm differential
// test of the lobby filter: names mixing accented Latin (precomposed and
// decomposed), Vietnamese, Greek, Cyrillic, CJK, Thai, emoji, odd spaces and
// invalid UTF-8; searches cut from those names and bent (case, accents, spaces);
// every select type; page numbers and sizes from nonsense to huge. Reach, not
// realism: both builds must give the same page for all of it.
import type { LobbyGameInput, LobbyQueryInput, LobbySelectType } from '../lib/wasm/lobby-catalogue';

type Random = () => number;
const int = (rnd: Random, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
const pick = <T>(rnd: Random, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
const chance = (rnd: Random, p: number) => rnd() < p;

const NAME_PIECES = [
  'Mahjong',
  'Ways',
  'Fortune',
  'Ox',
  'Lucky',
  'Neko',
  'Dragon',
  'Gold',
  'Piñata',
  'PIÑATA',
  'Café',
  'CAFE',
  'Crème',
  'Brûlée',
  'Ngọc',
  'Rồng',
  'Vàng',
  'Đại',
  'Phát',
  'Lô',
  'Đề',
  'São',
  'Zürich',
  'Straße',
  'STRAẞE',
  'Smørrebrød',
  'ŁÓDŹ',
  'Æsir',
  'Œuvre',
  'Ǆemal',
  'İstanbul',
  'ı',
  'Κρόνος',
  'ΘΗΣΑΥΡΌΣ',
  'Ἀθῆναι',
  'ς',
  'Жар-птица',
  'ЁЛКА',
  'й',
  '麻将胡了',
  '大',
  'ไทย',
  '한국',
  'مرحبا',
  '🐉',
  '👍🏽',
  '🇵🇭',
  'Ｆｕｌｌ',
  'Ａ',
  'Jose\u0301',
  'e\u0301\u0302',
  '\u0301',
  '\u00ad',
  '\u200b',
  '\ufeff',
  ' ',
  '  ',
  '\t',
  '\u00a0',
  '\u3000',
  '\n',
  '-',
  "'",
  '2',
  '10',
  'x',
  'a',
  'o',
];
const CODES = [
  'PG',
  'pg',
  'Pg',
  'PT',
  'JDB',
  'CQ9',
  'EG2',
  'FC',
  'JL',
  'BGS',
  'SV3',
  'RNG',
  'rng',
  'FISH',
  'LIVE',
  'ELOTT',
  'ÉLOTT',
  '',
];
const SELECT_TYPES: readonly LobbySelectType[] = ['ALL', 'NEW', 'FAV', 'HOT', 'RECENT'];
const INVALID = [[0xff], [0xc3], [0xe1, 0xbb], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf4, 0x90, 0x80, 0x80], [0x80]];

const encoder = new TextEncoder();

function randomName(rnd: Random): string | Uint8Array {
  const shape = rnd();
  if (shape < 0.03) return '';
  let text = '';
  if (shape < 0.1) {
    for (let i = int(rnd, 1, 6); i > 0; i -= 1) text += String.fromCodePoint(int(rnd, 0x20, 0x2fff));
  } else {
    for (let i = int(rnd, 1, 5); i > 0; i -= 1) text += pick(rnd, NAME_PIECES) + (chance(rnd, 0.7) ? ' ' : '');
  }
  if (!chance(rnd, 0.05)) return text;
  // Invalid UTF-8 spliced in somewhere.
  const bytes = Array.from(encoder.encode(text));
  bytes.splice(int(rnd, 0, bytes.length), 0, ...pick(rnd, INVALID));
  return Uint8Array.from(bytes);
}

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** A search most often cut from a catalogue name, then bent the way players type. */
function randomSearch(rnd: Random, games: readonly LobbyGameInput[]): string | Uint8Array {
  const shape = rnd();
  if (shape < 0.2) return '';
  if (shape < 0.248) return pick(rnd, ['   ', '\t', '\u0301', '\u00a0', 'zzzz']);
  if (shape < 0.25) return 'a'.repeat(int(rnd, 1, 1000));
  if (shape < 0.3) return Uint8Array.from([0x20, ...pick(rnd, INVALID), 0x20]);
  if (shape < 0.4 || games.length === 0) return randomName(rnd);
  const source = pick(rnd, games).name;
  if (typeof source !== 'string') {
    const start = int(rnd, 0, source.length);
    return source.subarray(start, int(rnd, start, source.length));
  }
  const chars = Array.from(source);
  const start = int(rnd, 0, chars.length);
  let cut = chars.slice(start, int(rnd, start, Math.min(chars.length, start + 8))).join('');
  if (chance(rnd, 0.3)) cut = cut.toUpperCase();
  if (chance(rnd, 0.3)) cut = cut.toLowerCase();
  if (chance(rnd, 0.3)) cut = stripAccents(cut);
  if (chance(rnd, 0.1)) cut = cut.normalize('NFD');
  if (chance(rnd, 0.2)) cut = ` ${cut}  `;
  return cut;
}

export type RandomCatalogue = LobbyGameInput[];

export function randomCatalogue(rnd: Random): RandomCatalogue {
  const size = pick(rnd, [0, 1, 2, 5, 20, 60, 60, 150, 150, 400, 1500]);
  const idRange = chance(rnd, 0.2) ? size : size * 4 + 10; // a small range repeats ids
  const big = chance(rnd, 0.1);
  return Array.from({ length: size }, () => ({
    id: big ? int(rnd, -(2 ** 53) + 1, 2 ** 53 - 1) : int(rnd, 1, idRange),
    vendorCode: pick(rnd, CODES),
    category: pick(rnd, CODES),
    name: randomName(rnd),
    hot: chance(rnd, 0.3),
    freeTrial: chance(rnd, 0.3),
    createdAt: chance(rnd, 0.1) ? int(rnd, -(2 ** 53) + 1, 2 ** 53 - 1) : int(rnd, 0, 50),
    sortOrder: chance(rnd, 0.1) ? int(rnd, -(2 ** 53) + 1, 2 ** 53 - 1) : int(rnd, -3, 30),
  }));
}

function randomIds(rnd: Random, games: readonly LobbyGameInput[]): number[] {
  const ids: number[] = [];
  for (let i = chance(rnd, 0.2) ? 0 : int(rnd, 1, chance(rnd, 0.001) ? 1200 : 25); i > 0; i -= 1) {
    ids.push(games.length > 0 && chance(rnd, 0.85) ? pick(rnd, games).id : int(rnd, -5, 10_000));
  }
  return ids;
}

const PAGE_NUMBERS = [-(2 ** 53) + 1, -5, -1, 0, 1, 1, 1, 2, 2, 3, 4, 7, 50, 1000, 2 ** 31, 2 ** 53 - 1];
const PAGE_SIZES = [
  -(2 ** 53) + 1,
  -1,
  0,
  1,
  2,
  3,
  5,
  7,
  17,
  18,
  18,
  18,
  19,
  41,
  42,
  42,
  100,
  998,
  999,
  1000,
  2 ** 31,
  2 ** 53 - 1,
];

export function randomLobbyQuery(rnd: Random, games: readonly LobbyGameInput[]): LobbyQueryInput {
  return {
    selectType: pick(rnd, SELECT_TYPES),
    category: chance(rnd, 0.6)
      ? ''
      : chance(rnd, 0.8) && games.length > 0
        ? pick(rnd, games).category
        : pick(rnd, CODES),
    vendor: chance(rnd, 0.6)
      ? ''
      : chance(rnd, 0.8) && games.length > 0
        ? pick(rnd, games).vendorCode
        : pick(rnd, [...CODES, 'NOPE']),
    nameSearch: randomSearch(rnd, games),
    favouriteIds: randomIds(rnd, games),
    recentIds: randomIds(rnd, games),
    pageNo: chance(rnd, 0.9) ? pick(rnd, PAGE_NUMBERS) : int(rnd, -100, 100),
    pageSize: chance(rnd, 0.9) ? pick(rnd, PAGE_SIZES) : int(rnd, -10, 1100),
  };
}

// Node's own hex encoder: a million query lines are written per test run.
const hexOf = (text: string | Uint8Array | undefined): string => {
  const hex =
    typeof text === 'string'
      ? Buffer.from(text, 'utf8').toString('hex')
      : Buffer.from(text?.buffer ?? new ArrayBuffer(0), text?.byteOffset ?? 0, text?.byteLength ?? 0).toString('hex');
  return hex === '' ? '-' : hex;
};

/** The catalogue as panalo_lobby_driver reads it (tests/tools/lobby_driver.cpp). */
export function catalogueLines(games: readonly LobbyGameInput[]): string {
  let out = `C ${games.length}\n`;
  for (const g of games) {
    const flags = (g.hot ? 1 : 0) | (g.freeTrial ? 2 : 0);
    out += `${g.id} ${g.createdAt} ${g.sortOrder} ${flags} ${hexOf(g.vendorCode)} ${hexOf(g.category)} ${hexOf(g.name)}\n`;
  }
  return out;
}

/** One query line for panalo_lobby_driver. */
export function queryLine(q: LobbyQueryInput): string {
  const fav = q.favouriteIds ?? [];
  const recent = q.recentIds ?? [];
  const select = SELECT_TYPES.indexOf(q.selectType ?? 'ALL');
  return `Q ${select} ${q.pageNo ?? 1} ${q.pageSize ?? 18} ${hexOf(q.category)} ${hexOf(q.vendor)} ${hexOf(q.nameSearch)} ${fav.length}${fav.length ? ' ' + fav.join(' ') : ''} ${recent.length}${recent.length ? ' ' + recent.join(' ') : ''}\n`;
}
