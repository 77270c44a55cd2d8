// Typed face of the panalo_core wasm exports. The rules themselves (paging, the
// link rule, UTF-8) live in shared/ (C++); this file only moves integers and
// bytes in and out of linear memory.
import { loadLobbyCatalogue, type LobbyCatalogue, type LobbyExports, type LobbyGameInput } from './lobby-catalogue';

export type CoreExports = LobbyExports & {
  memory: WebAssembly.Memory;
  malloc: (size: number) => number;
  free: (ptr: number) => void;
  panalo_page_window: (
    totalPages: number,
    currentPage: number,
    marginPages: number,
    pageRange: number,
    outPtr: number,
    outCapacity: number,
  ) => number;
  panalo_is_safe_link: (linkPtr: number, linkLen: number) => number;
  panalo_utf8_code_points: (textPtr: number, textLen: number) => number;
  panalo_amount_parse: (textPtr: number, textLen: number, outMinorPtr: number) => number;
  panalo_amount_format: (minorPtr: number, grouped: number, outPtr: number, capacity: number) => number;
  panalo_dice_multiplier_e4: (rtpBp: number, target: number) => number;
  panalo_word_count: (textPtr: number, textLen: number) => number;
  panalo_feedback_verdict: (textPtr: number, textLen: number) => number;
  panalo_feedback_min_words: () => number;
  panalo_feedback_max_words: () => number;
  panalo_feedback_max_characters: () => number;
  panalo_points_quote: (textPtr: number, textLen: number, termsPtr: number, outPtr: number) => number;
};

/** The feedback form's verdict (shared/include/panalo/text/word_count.hpp), in the export's order. */
export type FeedbackVerdict = 'ok' | 'empty' | 'tooFewWords' | 'tooManyWords' | 'tooLong' | 'invalidText';

/** The feedback rule's limits: the message's {0} and {1}, and the character cap. */
export type FeedbackLimits = { minWords: number; maxWords: number; maxCharacters: number };

/** The money rule's error keys (shared/include/panalo/money/amount.hpp), also the API's error keys. */
export type AmountErrorKey =
  'amount_format_incorrect' | 'amount_must_be_positive' | 'amount_too_many_decimals' | 'amount_too_large';

/** An amount as the server would take it: minor units (centavos), or the key it would refuse it with. */
export type ParsedAmount = { ok: true; minor: bigint } | { ok: false; error: AmountErrorKey };

/** The points conversion rule's error keys (shared/include/panalo/points/conversion.hpp), also the API's. */
export type ConversionErrorKey =
  'points_format_incorrect' | 'convert_below_minimum' | 'convert_daily_limit' | 'points_not_enough';

/** The mall's conversion terms and the member's figures (panalo::points::ConversionTerms). */
export type ConversionTerms = {
  pointsStep: number;
  minorPerStep: number;
  minimum: number;
  dailyLimit: number;
  convertedToday: number;
  balance: number;
};

/** What typed points are worth (minor units) and whether the server would convert them. */
export type ConversionQuote = { points: bigint; minor: bigint; error: ConversionErrorKey | null };

export type CoreApi = {
  /** Page buttons to draw, 1-based; 0 marks an ellipsis. */
  pageWindow: (totalPages: number, currentPage: number, marginPages?: number, pageRange?: number) => number[];
  /** The shared link rule (panalo/text/link_rule.hpp): may this operator link go in an href? */
  isSafeLink: (link: string | Uint8Array) => boolean;
  /** Code points of UTF-8 bytes, or null when they are not valid UTF-8 (panalo/validation/utf8.hpp). */
  utf8CodePoints: (bytes: Uint8Array) => number | null;
  /** The shared money rule: typed text to minor units, refusing exactly what the server refuses. */
  parseAmount: (text: string) => ParsedAmount;
  /** Minor units as text with exactly 2 decimals ("1,234.50" when grouped). */
  formatMinor: (minor: bigint | number, grouped?: boolean) => string;
  /**
   * The house dice game's payout per unit of stake x10^4 (19800 is 1.9800x) for a target in
   * hundredths at an RTP in basis points, as the server pays it (panalo/originals/dice_rules.hpp);
   * null for a target or RTP out of range.
   */
  diceMultiplierE4: (rtpBp: number, target: number) => number | null;
  /** Words as the shared rule counts them (white space separates, each CJK character is one); null for invalid UTF-8. */
  wordCount: (text: string | Uint8Array) => number | null;
  /** The verdict the server gives feedback content (PUT /wps/feedback). */
  feedbackVerdict: (text: string) => FeedbackVerdict;
  feedbackLimits: () => FeedbackLimits;
  /** The shared points conversion rule: what typed points are worth and the key the server would refuse them with. */
  quoteConversion: (text: string, terms: ConversionTerms) => ConversionQuote;
  /** The shared lobby filter (panalo/lobby/game_filter.hpp) over `games`, loaded once; query as often as needed. */
  loadLobbyCatalogue: (games: readonly LobbyGameInput[]) => LobbyCatalogue;
};

export class CoreError extends Error {
  constructor(
    readonly operation: string,
    readonly errorCode: number,
  ) {
    super(`${operation} failed with code ${errorCode}`);
    this.name = 'CoreError';
  }
}

const INT32_BYTES = 4;
// panalo_utf8_code_points: the bytes are not valid UTF-8 (wasm/core_text_exports.cpp).
const INVALID_UTF8 = -5;
// panalo_amount_parse's answers 1..4 (wasm/core_money_exports.cpp), in order.
const AMOUNT_ERRORS: readonly AmountErrorKey[] = [
  'amount_format_incorrect',
  'amount_must_be_positive',
  'amount_too_many_decimals',
  'amount_too_large',
];
// panalo_feedback_verdict's answers 0..5 (wasm/core_word_exports.cpp), in order.
const FEEDBACK_VERDICTS: readonly FeedbackVerdict[] = [
  'ok',
  'empty',
  'tooFewWords',
  'tooManyWords',
  'tooLong',
  'invalidText',
];
// panalo_points_quote's answers 1..4 (wasm/core_points_exports.cpp), in order.
const CONVERSION_ERRORS: readonly ConversionErrorKey[] = [
  'points_format_incorrect',
  'convert_below_minimum',
  'convert_daily_limit',
  'points_not_enough',
];
const TERM_COUNT = 6;
// formatMinor's longest text: 20 digits, 6 separators, sign, point and 2 decimals.
const FORMAT_CAPACITY = 32;

function toInt32(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`expected a finite number, got ${value}`);
  return Math.trunc(Math.max(-2147483648, Math.min(2147483647, value)));
}

export function createCoreApi(exports: CoreExports): CoreApi {
  const pageWindow = (totalPages: number, currentPage: number, marginPages = 2, pageRange = 5): number[] => {
    const total = toInt32(totalPages);
    const margin = toInt32(marginPages);
    const range = toInt32(pageRange);
    // Room for every page shown plus one ellipsis on each side, as the export demands.
    const shown = Math.min(Math.max(total, 0), 2 * Math.max(margin, 0) + Math.max(range, 1));
    const capacity = shown + 2;
    const ptr = exports.malloc(capacity * INT32_BYTES);
    if (ptr === 0) throw new CoreError('malloc', 0);
    try {
      const count = exports.panalo_page_window(total, toInt32(currentPage), margin, range, ptr, capacity);
      if (count < 0) throw new CoreError('panalo_page_window', count);
      // Read after the call: the buffer object changes if memory grew meanwhile.
      return Array.from(new Int32Array(exports.memory.buffer, ptr, count));
    } finally {
      exports.free(ptr);
    }
  };
  const encoder = new TextEncoder();
  /** Runs `call` on a copy of `bytes` in linear memory; malloc(0) may answer 0, so reserve one byte. */
  const withBytes = <T>(bytes: Uint8Array, call: (ptr: number) => T): T => {
    const ptr = exports.malloc(Math.max(bytes.length, 1));
    if (ptr === 0) throw new CoreError('malloc', 0);
    try {
      new Uint8Array(exports.memory.buffer, ptr, bytes.length).set(bytes);
      return call(ptr);
    } finally {
      exports.free(ptr);
    }
  };

  // A string goes in as TextEncoder's UTF-8; a lone surrogate becomes U+FFFD there,
  // which the rule refuses, so no string the browser would follow differently passes.
  const isSafeLink = (link: string | Uint8Array): boolean => {
    const bytes = typeof link === 'string' ? encoder.encode(link) : link;
    const answer = withBytes(bytes, (ptr) => exports.panalo_is_safe_link(ptr, bytes.length));
    if (answer < 0) throw new CoreError('panalo_is_safe_link', answer);
    return answer === 1;
  };

  const utf8CodePoints = (bytes: Uint8Array): number | null => {
    const answer = withBytes(bytes, (ptr) => exports.panalo_utf8_code_points(ptr, bytes.length));
    if (answer === INVALID_UTF8) return null;
    if (answer < 0) throw new CoreError('panalo_utf8_code_points', answer);
    return answer;
  };

  const parseAmount = (text: string): ParsedAmount => {
    const bytes = encoder.encode(text);
    const out = exports.malloc(8);
    if (out === 0) throw new CoreError('malloc', 0);
    try {
      const answer = withBytes(bytes, (ptr) => exports.panalo_amount_parse(ptr, bytes.length, out));
      if (answer === 0) {
        const [minor] = new BigInt64Array(exports.memory.buffer, out, 1);
        if (minor === undefined) throw new CoreError('panalo_amount_parse', answer);
        return { ok: true, minor };
      }
      const error = AMOUNT_ERRORS[answer - 1];
      if (error === undefined) throw new CoreError('panalo_amount_parse', answer);
      return { ok: false, error };
    } finally {
      exports.free(out);
    }
  };

  const formatMinor = (minor: bigint | number, grouped = false): string => {
    if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
      throw new RangeError(`minor units must be a safe integer, got ${minor}`);
    }
    const value = BigInt.asIntN(64, BigInt(minor));
    const ptr = exports.malloc(8 + FORMAT_CAPACITY);
    if (ptr === 0) throw new CoreError('malloc', 0);
    try {
      new BigInt64Array(exports.memory.buffer, ptr, 1)[0] = value;
      const length = exports.panalo_amount_format(ptr, grouped ? 1 : 0, ptr + 8, FORMAT_CAPACITY);
      if (length < 0) throw new CoreError('panalo_amount_format', length);
      return new TextDecoder().decode(new Uint8Array(exports.memory.buffer, ptr + 8, length));
    } finally {
      exports.free(ptr);
    }
  };

  const wordCount = (text: string | Uint8Array): number | null => {
    const bytes = typeof text === 'string' ? encoder.encode(text) : text;
    const answer = withBytes(bytes, (ptr) => exports.panalo_word_count(ptr, bytes.length));
    if (answer === INVALID_UTF8) return null;
    if (answer < 0) throw new CoreError('panalo_word_count', answer);
    return answer;
  };

  const feedbackVerdict = (text: string): FeedbackVerdict => {
    const bytes = encoder.encode(text);
    const answer = withBytes(bytes, (ptr) => exports.panalo_feedback_verdict(ptr, bytes.length));
    const verdict = FEEDBACK_VERDICTS[answer];
    if (verdict === undefined) throw new CoreError('panalo_feedback_verdict', answer);
    return verdict;
  };

  const quoteConversion = (text: string, terms: ConversionTerms): ConversionQuote => {
    const bytes = encoder.encode(text);
    const figures = [
      terms.pointsStep,
      terms.minorPerStep,
      terms.minimum,
      terms.dailyLimit,
      terms.convertedToday,
      terms.balance,
    ].map((value) => {
      if (!Number.isSafeInteger(value)) throw new RangeError(`terms must be safe integers, got ${value}`);
      return BigInt(value);
    });
    // The terms, then room for the two answers.
    const block = exports.malloc(8 * (TERM_COUNT + 2));
    if (block === 0) throw new CoreError('malloc', 0);
    try {
      new BigInt64Array(exports.memory.buffer, block, TERM_COUNT).set(figures);
      const out = block + 8 * TERM_COUNT;
      const answer = withBytes(bytes, (ptr) => exports.panalo_points_quote(ptr, bytes.length, block, out));
      if (answer < 0) throw new CoreError('panalo_points_quote', answer);
      const [points, minor] = new BigInt64Array(exports.memory.buffer, out, 2);
      if (points === undefined || minor === undefined) throw new CoreError('panalo_points_quote', answer);
      if (answer === 0) return { points, minor, error: null };
      const error = CONVERSION_ERRORS[answer - 1];
      if (error === undefined) throw new CoreError('panalo_points_quote', answer);
      return { points, minor, error };
    } finally {
      exports.free(block);
    }
  };

  return {
    pageWindow,
    quoteConversion,
    isSafeLink,
    wordCount,
    feedbackVerdict,
    feedbackLimits: () => ({
      minWords: exports.panalo_feedback_min_words(),
      maxWords: exports.panalo_feedback_max_words(),
      maxCharacters: exports.panalo_feedback_max_characters(),
    }),
    utf8CodePoints,
    parseAmount,
    formatMinor,
    diceMultiplierE4: (rtpBp, target) => {
      if (!Number.isInteger(rtpBp) || !Number.isInteger(target)) return null;
      const answer = exports.panalo_dice_multiplier_e4(rtpBp, target);
      return answer < 0 ? null : answer;
    },
    loadLobbyCatalogue: (games) => loadLobbyCatalogue(exports, games),
  };
}
