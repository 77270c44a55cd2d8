// The lobby filter over 10,000 games: panalo_core.wasm (the calls the UI's
// ui/src/lib/wasm/lobby-catalogue.ts makes: the catalogue loaded once, then per
// query the search text encoded into a buffer allocated once, one export call,
// the page read back) against an equivalent plain JavaScript filter (names
// folded once at load, then per query: fold the search, walk the ordered list,
// test category, vendor, hot and String.includes, count, slice the page), in the
// same run on the same queries. Both must give the same pages.
// Prints JSON: mean and p95 microseconds per query for each, and the ratio.
import { instantiate } from './instantiate.mjs';

const wasmPath = process.argv[2];
const GAME_COUNT = 10_000;
const ROUNDS = Number(process.env.LOBBY_BENCH_ROUNDS ?? 30);

function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = seededRandom(14);
const pick = (items) => items[Math.floor(rnd() * items.length)];

// A catalogue like the demo one: generated names, some accented, over the vendors.
const WORDS = [
  'Mahjong',
  'Ways',
  'Fortune',
  'Ox',
  'Lucky',
  'Neko',
  'Dragon',
  'Gold',
  'Piñata',
  'Café',
  'Royale',
  'Crème',
  'Brûlée',
  'Ngọc',
  'Rồng',
  'Vàng',
  'Đại',
  'Phát',
  'São',
  'Paulo',
  'Zürich',
  'Tiger',
  'Phoenix',
  'Treasure',
  'Wild',
  'Bounty',
  'Jungle',
  'Queen',
  'King',
  'Fiesta',
  'Samba',
  'Diamond',
  'Ruby',
  'Emerald',
  'Fish',
  'Ocean',
  'Hunter',
  'Legend',
  'Mega',
  'Super',
  'Bingo',
  'Poker',
  'Baccarat',
  'Roulette',
  'Sabong',
  'Kirin',
  'Panda',
  'Lotus',
];
const VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'AV', 'IMES', 'SV3', 'DS88'];
const CATEGORIES = ['RNG', 'RNG', 'RNG', 'FISH', 'LIVE', 'PVP', 'ESPORTS', 'COCKFIGHT', 'BINGO', 'ELOTT'];
const games = Array.from({ length: GAME_COUNT }, (_, i) => ({
  id: 100_000 + i,
  vendorCode: pick(VENDORS),
  category: pick(CATEGORIES),
  name: `${pick(WORDS)} ${pick(WORDS)}${rnd() < 0.3 ? ` ${pick(WORDS)}` : ''}${rnd() < 0.2 ? ` ${1 + Math.floor(rnd() * 9)}` : ''}`,
  hot: rnd() < 0.1,
  freeTrial: rnd() < 0.3,
  createdAt: Math.floor(rnd() * 1e6),
  sortOrder: Math.floor(rnd() * 5000),
}));
const favourites = Array.from({ length: 40 }, () => pick(games).id);
const recents = Array.from({ length: 30 }, () => pick(games).id);

// What players do: type a name (letter by letter), pick a vendor, flip select types, page.
const typed = (word) => Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1));
const QUERIES = [
  { selectType: 'ALL' },
  { selectType: 'ALL', pageNo: 3 },
  { selectType: 'HOT' },
  { selectType: 'NEW' },
  { selectType: 'FAV', favouriteIds: favourites },
  { selectType: 'RECENT', recentIds: recents },
  { selectType: 'ALL', category: 'RNG' },
  { selectType: 'ALL', vendor: 'PG' },
  { selectType: 'HOT', vendor: 'JDB', category: 'FISH' },
  { selectType: 'ALL', category: 'RNG', vendor: 'PT', pageNo: 2 },
  ...typed('fortune').map((nameSearch) => ({ selectType: 'ALL', nameSearch })),
  ...typed('pinata').map((nameSearch) => ({ selectType: 'ALL', nameSearch })),
  ...typed('NGOC RONG').map((nameSearch) => ({
    selectType: 'ALL',
    category: 'RNG',
    nameSearch,
  })),
  { selectType: 'NEW', nameSearch: 'dragon' },
  { selectType: 'ALL', nameSearch: '  Café  ' },
  { selectType: 'ALL', nameSearch: 'zurich', vendor: 'CQ9' },
  { selectType: 'ALL', nameSearch: 'xyz' },
  { selectType: 'FAV', favouriteIds: favourites, nameSearch: 'a' },
];

// ---- wasm: the UI wrapper's calls, raw ----
const { exports } = await instantiate(wasmPath);
const encoder = new TextEncoder();
const SELECT = { ALL: 0, NEW: 1, FAV: 2, HOT: 3, RECENT: 4 };
function loadWasm() {
  const numbers = new Float64Array(GAME_COUNT * 3);
  const fields = new Int32Array(GAME_COUNT * 7);
  const pieces = [];
  let textLen = 0;
  const add = (text, at) => {
    const bytes = encoder.encode(text);
    fields[at] = textLen;
    fields[at + 1] = bytes.length;
    pieces.push(bytes);
    textLen += bytes.length;
  };
  games.forEach((g, i) => {
    numbers.set([g.id, g.createdAt, g.sortOrder], i * 3);
    fields[i * 7] = (g.hot ? 1 : 0) | (g.freeTrial ? 2 : 0);
    add(g.vendorCode, i * 7 + 1);
    add(g.category, i * 7 + 3);
    add(g.name, i * 7 + 5);
  });
  const numbersPtr = exports.malloc(numbers.byteLength);
  const fieldsPtr = exports.malloc(fields.byteLength);
  const textPtr = exports.malloc(textLen);
  new Float64Array(exports.memory.buffer, numbersPtr, numbers.length).set(numbers);
  new Int32Array(exports.memory.buffer, fieldsPtr, fields.length).set(fields);
  let offset = textPtr;
  for (const piece of pieces) {
    new Uint8Array(exports.memory.buffer).set(piece, offset);
    offset += piece.length;
  }
  const handle = exports.panalo_lobby_load(GAME_COUNT, numbersPtr, fieldsPtr, textPtr, textLen);
  exports.free(textPtr);
  exports.free(fieldsPtr);
  exports.free(numbersPtr);
  if (handle <= 0) throw new Error(`panalo_lobby_load answered ${handle}`);
  const totalsPtr = exports.malloc(4 * 8 + 999 * 4);
  const outPtr = totalsPtr + 32;
  const queryTextPtr = exports.malloc(1024);
  const idsPtr = exports.malloc(8 * 256);
  const ids = games.map((g) => g.id);
  let buffer = null;
  let bytes;
  let doubles;
  let int32s;
  return (q) => {
    if (buffer !== exports.memory.buffer) {
      buffer = exports.memory.buffer;
      bytes = new Uint8Array(buffer);
      doubles = new Float64Array(buffer);
      int32s = new Int32Array(buffer);
    }
    const categoryLen = encoder.encodeInto(q.category ?? '', bytes.subarray(queryTextPtr, queryTextPtr + 1024)).written;
    const vendorLen = encoder.encodeInto(
      q.vendor ?? '',
      bytes.subarray(queryTextPtr + categoryLen, queryTextPtr + 1024),
    ).written;
    const nameLen = encoder.encodeInto(
      q.nameSearch ?? '',
      bytes.subarray(queryTextPtr + categoryLen + vendorLen, queryTextPtr + 1024),
    ).written;
    const fav = q.favouriteIds ?? [];
    const rec = q.recentIds ?? [];
    for (let i = 0; i < fav.length; i++) doubles[idsPtr / 8 + i] = fav[i];
    for (let i = 0; i < rec.length; i++) doubles[idsPtr / 8 + fav.length + i] = rec[i];
    const written = exports.panalo_lobby_query(
      handle,
      SELECT[q.selectType ?? 'ALL'],
      q.pageNo ?? 1,
      q.pageSize ?? 18,
      queryTextPtr,
      categoryLen,
      vendorLen,
      nameLen,
      idsPtr,
      fav.length,
      rec.length,
      outPtr,
      999,
      totalsPtr,
    );
    if (written < 0) throw new Error(`panalo_lobby_query answered ${written}`);
    const pageIds = new Array(written);
    for (let i = 0; i < written; i++) pageIds[i] = ids[int32s[outPtr / 4 + i]];
    return {
      ids: pageIds,
      totalItems: doubles[totalsPtr / 8],
      totalPages: doubles[totalsPtr / 8 + 1],
    };
  };
}

// ---- plain JavaScript: the same rule written directly ----
const foldJs = (text) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, ' ').trim();
function loadJs() {
  const prepared = games.map((g) => ({
    id: g.id,
    vendor: g.vendorCode.toUpperCase(),
    category: g.category.toUpperCase(),
    hot: g.hot,
    folded: foldJs(g.name),
    createdAt: g.createdAt,
    sortOrder: g.sortOrder,
  }));
  const byId = new Map();
  for (const g of prepared) if (!byId.has(g.id)) byId.set(g.id, g);
  const catalogueOrder = [...prepared].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const newestOrder = [...prepared].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  return (q) => {
    const select = q.selectType ?? 'ALL';
    const category = (q.category ?? '').toUpperCase();
    const vendor = (q.vendor ?? '').toUpperCase();
    const needle = foldJs(q.nameSearch ?? '');
    const pageSize = Math.min(q.pageSize ?? 18, 999);
    const pageNo = Math.max(q.pageNo ?? 1, 1);
    let list;
    if (select === 'ALL' || select === 'HOT') list = catalogueOrder;
    else if (select === 'NEW') list = newestOrder;
    else {
      const seen = new Set();
      list = [];
      for (const id of (select === 'FAV' ? q.favouriteIds : q.recentIds) ?? []) {
        const g = byId.get(id);
        if (g !== undefined && !seen.has(id)) {
          seen.add(id);
          list.push(g);
        }
      }
    }
    const start = (pageNo - 1) * pageSize;
    const pageIds = [];
    let total = 0;
    for (const g of list) {
      if (category && g.category !== category) continue;
      if (vendor && g.vendor !== vendor) continue;
      if (select === 'HOT' && !g.hot) continue;
      if (needle && !g.folded.includes(needle)) continue;
      if (total >= start && total < start + pageSize) pageIds.push(g.id);
      total += 1;
    }
    return {
      ids: pageIds,
      totalItems: total,
      totalPages: Math.ceil(total / pageSize),
    };
  };
}

// Loading is once per catalogue (names folded, orders sorted): timed apart.
let loadStart = performance.now();
const wasmQuery = loadWasm();
const wasmLoadMs = performance.now() - loadStart;
loadStart = performance.now();
const jsQuery = loadJs();
const jsLoadMs = performance.now() - loadStart;
for (const q of QUERIES) {
  const a = JSON.stringify(wasmQuery(q));
  const b = JSON.stringify(jsQuery(q));
  if (a !== b) throw new Error(`wasm and JavaScript disagree on ${JSON.stringify(q)}:\n${a}\n${b}`);
}

// Interleaved rounds, so both see the same machine load; every query timed.
const times = { wasm: [], js: [] };
const runRound = (name, fn) => {
  for (const q of QUERIES) {
    const t0 = performance.now();
    fn(q);
    times[name].push(performance.now() - t0);
  }
};
for (let r = 0; r < 5; r++) {
  runRound('wasm', wasmQuery);
  runRound('js', jsQuery);
}
times.wasm.length = 0;
times.js.length = 0;
for (let r = 0; r < ROUNDS; r++) {
  runRound('wasm', wasmQuery);
  runRound('js', jsQuery);
}
const stats = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mean = sorted.reduce((s, x) => s + x, 0) / sorted.length;
  return {
    meanUs: mean * 1000,
    p50Us: sorted[Math.floor(sorted.length * 0.5)] * 1000,
    p95Us: sorted[Math.floor(sorted.length * 0.95)] * 1000,
    maxUs: sorted[sorted.length - 1] * 1000,
  };
};
const wasm = stats(times.wasm);
const js = stats(times.js);
console.log(
  JSON.stringify({
    games: GAME_COUNT,
    wasmLoadMs,
    jsLoadMs,
    queries: times.wasm.length,
    wasm,
    js,
    ratio: wasm.meanUs / js.meanUs,
  }),
);
// LOBBY_BENCH_DETAIL=1: mean microseconds per query kind on stderr (wasm, js).
if (process.env.LOBBY_BENCH_DETAIL) {
  QUERIES.forEach((q, i) => {
    let w = 0;
    let j = 0;
    for (let r = 0; r < ROUNDS; r++) {
      w += times.wasm[r * QUERIES.length + i];
      j += times.js[r * QUERIES.length + i];
    }
    const us = (x) => ((x * 1000) / ROUNDS).toFixed(0).padStart(6);
    console.error(`${us(w)} ${us(j)}  ${JSON.stringify(q).slice(0, 90)}`);
  });
}
