// Typed face of the lobby filter exports (wasm/core_lobby_exports.cpp). The rule
// lives in shared/ (panalo/lobby/game_filter.hpp); this file loads a catalogue
// into linear memory once and then only moves a query's few bytes in and one
// page of positions out, through buffers allocated once per catalogue.

export type LobbySelectType = 'ALL' | 'NEW' | 'FAV' | 'HOT' | 'RECENT';

export type LobbyExports = {
  memory: WebAssembly.Memory;
  malloc: (size: number) => number;
  free: (ptr: number) => void;
  panalo_lobby_load: (count: number, numbersPtr: number, fieldsPtr: number, textPtr: number, textLen: number) => number;
  panalo_lobby_free: (handle: number) => void;
  panalo_lobby_query: (
    handle: number,
    selectType: number,
    pageNo: number,
    pageSize: number,
    textPtr: number,
    categoryLen: number,
    vendorLen: number,
    nameLen: number,
    idsPtr: number,
    favouriteCount: number,
    recentCount: number,
    outPtr: number,
    outCapacity: number,
    totalsPtr: number,
  ) => number;
};

/** One game as the lobby filter sees it; ids and numbers must be safe integers. */
export type LobbyGameInput = {
  id: number;
  vendorCode: string;
  category: string;
  /** Display name; raw bytes are accepted too (invalid UTF-8 is tolerated). */
  name: string | Uint8Array;
  hot: boolean;
  freeTrial: boolean;
  /** Ordering stamp for NEW (newest first). */
  createdAt: number;
  /** Operator order for ALL and HOT. */
  sortOrder: number;
};

export type LobbyQueryInput = {
  selectType?: LobbySelectType;
  /** Category code; empty or missing: any. */
  category?: string;
  /** Vendor code; empty or missing: any. */
  vendor?: string;
  /** Trimmed, case- and accent-insensitive; empty: no name filter. */
  nameSearch?: string | Uint8Array;
  favouriteIds?: readonly number[];
  /** Most recent first. */
  recentIds?: readonly number[];
  pageNo?: number;
  pageSize?: number;
};

export type LobbyPage = {
  /** Ids of the games on the page, in order. */
  ids: number[];
  /** Their positions in the array the catalogue was loaded from. */
  positions: number[];
  totalItems: number;
  totalPages: number;
  /** The page as served: a non-positive pageNo is 1, pageSize defaults to 42 and is cut to 999. */
  pageNo: number;
  pageSize: number;
};

export type LobbyCatalogue = {
  readonly size: number;
  query: (query: LobbyQueryInput) => LobbyPage;
  /** Frees the catalogue's linear memory; the object is unusable afterwards. */
  dispose: () => void;
};

export class LobbyError extends Error {
  constructor(
    readonly operation: string,
    readonly errorCode: number,
  ) {
    super(`${operation} failed with code ${errorCode}`);
    this.name = 'LobbyError';
  }
}

const SELECT_TYPES: Record<LobbySelectType, number> = { ALL: 0, NEW: 1, FAV: 2, HOT: 3, RECENT: 4 };
const NUMBERS_PER_GAME = 3;
const FIELDS_PER_GAME = 7;
const HOT_FLAG = 1;
const FREE_TRIAL_FLAG = 2;
/** kMaxLobbyPageSize: the largest page a query answers. */
const MAX_PAGE_SIZE = 999;
const TOTALS = 4;

function checkSafeInteger(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
  return value;
}

/** The select type's code; the API's spelling in any case ("hot") is accepted like the server does. */
function selectTypeCode(selectType: string | undefined): number {
  const code = SELECT_TYPES[(selectType ?? 'ALL').toUpperCase() as LobbySelectType] as number | undefined;
  if (code === undefined) throw new RangeError(`unknown select type ${selectType}`);
  return code;
}

function malloc(exports: LobbyExports, size: number): number {
  const ptr = exports.malloc(Math.max(size, 1));
  if (ptr === 0) throw new LobbyError('malloc', 0);
  return ptr;
}

/** Loads `games` into the wasm once; queries then filter them without copying the catalogue again. */
export function loadLobbyCatalogue(exports: LobbyExports, games: readonly LobbyGameInput[]): LobbyCatalogue {
  const encoder = new TextEncoder();
  const count = games.length;
  const ids = new Float64Array(count);

  // All text in one buffer; each game's fields point into it.
  const pieces: Uint8Array[] = [];
  let textLen = 0;
  const fields = new Int32Array(count * FIELDS_PER_GAME);
  const numbers = new Float64Array(count * NUMBERS_PER_GAME);
  const addText = (text: string | Uint8Array, at: number) => {
    const bytes = typeof text === 'string' ? encoder.encode(text) : text;
    fields[at] = textLen;
    fields[at + 1] = bytes.length;
    pieces.push(bytes);
    textLen += bytes.length;
  };
  games.forEach((game, i) => {
    ids[i] = checkSafeInteger(game.id, 'id');
    numbers[i * NUMBERS_PER_GAME] = game.id;
    numbers[i * NUMBERS_PER_GAME + 1] = checkSafeInteger(game.createdAt, 'createdAt');
    numbers[i * NUMBERS_PER_GAME + 2] = checkSafeInteger(game.sortOrder, 'sortOrder');
    const at = i * FIELDS_PER_GAME;
    fields[at] = (game.hot ? HOT_FLAG : 0) | (game.freeTrial ? FREE_TRIAL_FLAG : 0);
    addText(game.vendorCode, at + 1);
    addText(game.category, at + 3);
    addText(game.name, at + 5);
  });

  const numbersPtr = malloc(exports, numbers.byteLength);
  const fieldsPtr = malloc(exports, fields.byteLength);
  const textPtr = malloc(exports, textLen);
  let handle: number;
  try {
    new Float64Array(exports.memory.buffer, numbersPtr, numbers.length).set(numbers);
    new Int32Array(exports.memory.buffer, fieldsPtr, fields.length).set(fields);
    const text = new Uint8Array(exports.memory.buffer, textPtr, textLen);
    let offset = 0;
    for (const piece of pieces) {
      text.set(piece, offset);
      offset += piece.length;
    }
    handle = exports.panalo_lobby_load(count, numbersPtr, fieldsPtr, textPtr, textLen);
  } finally {
    exports.free(textPtr);
    exports.free(fieldsPtr);
    exports.free(numbersPtr);
  }
  if (handle <= 0) throw new LobbyError('panalo_lobby_load', handle);

  // Query buffers, allocated once: page out, totals, then text and ids that grow on demand.
  // Totals first: malloc's alignment then holds for the doubles.
  const totalsPtr = malloc(exports, TOTALS * 8 + MAX_PAGE_SIZE * 4);
  const outPtr = totalsPtr + TOTALS * 8;
  let textCapacity = 256;
  let queryTextPtr = malloc(exports, textCapacity);
  let idCapacity = 64;
  let idsPtr = malloc(exports, idCapacity * 8);
  let disposed = false;

  // Views over linear memory, renewed only when memory grew (the old buffer detaches).
  let buffer: ArrayBuffer | null = null;
  let bytes = new Uint8Array(0);
  let doubles = new Float64Array(0);
  let int32s = new Int32Array(0);
  const views = () => {
    if (buffer !== exports.memory.buffer) {
      buffer = exports.memory.buffer;
      bytes = new Uint8Array(buffer);
      doubles = new Float64Array(buffer);
      int32s = new Int32Array(buffer);
    }
  };
  const ensureText = (needed: number) => {
    if (needed <= textCapacity) return;
    exports.free(queryTextPtr);
    textCapacity = Math.max(needed, textCapacity * 2);
    queryTextPtr = malloc(exports, textCapacity);
  };
  const ensureIds = (needed: number) => {
    if (needed <= idCapacity) return;
    exports.free(idsPtr);
    idCapacity = Math.max(needed, idCapacity * 2);
    idsPtr = malloc(exports, idCapacity * 8);
  };
  /** Writes a string or bytes at `at`, answering the byte length. */
  const putText = (text: string | Uint8Array, at: number): number => {
    if (typeof text !== 'string') {
      bytes.set(text, at);
      return text.length;
    }
    return encoder.encodeInto(text, bytes.subarray(at, queryTextPtr + textCapacity)).written;
  };

  const query = (q: LobbyQueryInput): LobbyPage => {
    if (disposed) throw new LobbyError('query after dispose', -1);
    const category = q.category ?? '';
    const vendor = q.vendor ?? '';
    const name = q.nameSearch ?? '';
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    ensureText(3 * (category.length + vendor.length) + (typeof name === 'string' ? 3 * name.length : name.length));
    const favourites = q.favouriteIds ?? [];
    const recents = q.recentIds ?? [];
    ensureIds(favourites.length + recents.length);
    views();
    const categoryLen = putText(category, queryTextPtr);
    const vendorLen = putText(vendor, queryTextPtr + categoryLen);
    const nameLen = putText(name, queryTextPtr + categoryLen + vendorLen);
    const idBase = idsPtr / 8;
    for (let i = 0; i < favourites.length; i += 1) doubles[idBase + i] = favourites[i]!;
    for (let i = 0; i < recents.length; i += 1) doubles[idBase + favourites.length + i] = recents[i]!;

    const written = exports.panalo_lobby_query(
      handle,
      selectTypeCode(q.selectType),
      q.pageNo ?? 1,
      q.pageSize ?? 18,
      queryTextPtr,
      categoryLen,
      vendorLen,
      nameLen,
      idsPtr,
      favourites.length,
      recents.length,
      outPtr,
      MAX_PAGE_SIZE,
      totalsPtr,
    );
    if (written < 0) throw new LobbyError('panalo_lobby_query', written);
    views();
    const outBase = outPtr / 4;
    const positions = Array.from(int32s.subarray(outBase, outBase + written));
    const totalsBase = totalsPtr / 8;
    return {
      ids: positions.map((position) => ids[position]!),
      positions,
      totalItems: doubles[totalsBase]!,
      totalPages: doubles[totalsBase + 1]!,
      pageNo: doubles[totalsBase + 2]!,
      pageSize: doubles[totalsBase + 3]!,
    };
  };

  const dispose = () => {
    if (disposed) return;
    disposed = true;
    exports.panalo_lobby_free(handle);
    exports.free(totalsPtr);
    exports.free(queryTextPtr);
    exports.free(idsPtr);
  };

  return { size: count, query, dispose };
}
