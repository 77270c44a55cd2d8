// The standalone module built from wasm/core_exports.cpp, imported as ESM through
// vite-plugin-wasm (alias in vite.config.ts).
declare module '@panalo/core-wasm' {
  export const memory: WebAssembly.Memory;
  export function _initialize(): void;
  export function malloc(size: number): number;
  export function free(ptr: number): void;
  export function panalo_page_window(
    totalPages: number,
    currentPage: number,
    marginPages: number,
    pageRange: number,
    outPtr: number,
    outCapacity: number,
  ): number;
  export function panalo_is_safe_link(linkPtr: number, linkLen: number): number;
  export function panalo_utf8_code_points(textPtr: number, textLen: number): number;
  export function panalo_amount_parse(textPtr: number, textLen: number, outMinorPtr: number): number;
  export function panalo_amount_format(minorPtr: number, grouped: number, outPtr: number, capacity: number): number;
  export function panalo_dice_multiplier_e4(rtpBp: number, target: number): number;
  // wasm/core_word_exports.cpp: the feedback form's word rule.
  export function panalo_word_count(textPtr: number, textLen: number): number;
  export function panalo_feedback_verdict(textPtr: number, textLen: number): number;
  export function panalo_feedback_min_words(): number;
  export function panalo_feedback_max_words(): number;
  export function panalo_feedback_max_characters(): number;
  export function panalo_points_quote(textPtr: number, textLen: number, termsPtr: number, outPtr: number): number;
  // wasm/core_lobby_exports.cpp; typed use in src/lib/wasm/lobby-catalogue.ts.
  export function panalo_lobby_load(
    count: number,
    numbersPtr: number,
    fieldsPtr: number,
    textPtr: number,
    textLen: number,
  ): number;
  export function panalo_lobby_free(handle: number): void;
  export function panalo_lobby_query(
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
  ): number;
}
