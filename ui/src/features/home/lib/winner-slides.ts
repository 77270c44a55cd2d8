// Winner board rules of spec section 9: 20 items, sorted by winAmount
// descending, 2 per slide.

export const WINNER_LIMIT = 20;
export const WINNERS_PER_SLIDE = 2;
export const WINNER_AUTOPLAY_MS = 3_000;
export const WINNER_SPEED_MS = 1_000;

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Compares two 2-decimal amount strings as the server writes them ("1234.50")
 * exactly, by their digits (no float rounding): negative when a < b. Text that
 * is not such an amount sorts below every amount.
 */
export function compareAmountText(a: string, b: string): number {
  const ma = DECIMAL.exec(a.trim());
  const mb = DECIMAL.exec(b.trim());
  if (!ma || !mb) return (ma ? 1 : 0) - (mb ? 1 : 0);
  const wholeA = (ma[1] ?? '').replace(/^0+(?=\d)/, '');
  const wholeB = (mb[1] ?? '').replace(/^0+(?=\d)/, '');
  if (wholeA.length !== wholeB.length) return wholeA.length - wholeB.length;
  if (wholeA !== wholeB) return wholeA < wholeB ? -1 : 1;
  const fracA = (ma[2] ?? '').padEnd(2, '0');
  const fracB = (mb[2] ?? '').padEnd(2, '0');
  return fracA === fracB ? 0 : fracA < fracB ? -1 : 1;
}

/** The board's records: the biggest wins first, at most 20. */
export function sortWinners<T extends { winAmount: string }>(records: readonly T[]): T[] {
  return [...records].sort((x, y) => compareAmountText(y.winAmount, x.winAmount)).slice(0, WINNER_LIMIT);
}

/** Records in slides of two (the last may hold one). */
export function toSlides<T>(records: readonly T[], perSlide = WINNERS_PER_SLIDE): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < records.length; i += perSlide) slides.push(records.slice(i, i + perSlide));
  return slides;
}
