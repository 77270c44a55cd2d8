// The home jackpot counter (spec section 9): rises by 165.11 every 3 s, shown
// with 2 decimals. Kept in integer cents so no float drift builds up however
// long the page stays open (0.1 + 0.2 style errors would show in the decimals).

export const JACKPOT_STEP_CENTS = 16_511; // 165.11
export const JACKPOT_TICK_MS = 3_000;

/**
 * Where the counter starts. The server has no jackpot figure to read (no call
 * of spec section 7 carries one), so rather than a made-up precise amount it
 * starts from this round, documented base: 1,000,000.00.
 */
export const JACKPOT_BASE_CENTS = 100_000_000;

/** The counter after `ticks` steps from `baseCents`: exact integer arithmetic. */
export function jackpotCentsAfter(baseCents: number, ticks: number): number {
  if (!Number.isSafeInteger(baseCents) || !Number.isSafeInteger(ticks) || ticks < 0) {
    throw new RangeError('jackpot base and ticks must be whole numbers, ticks not negative');
  }
  const cents = baseCents + ticks * JACKPOT_STEP_CENTS;
  if (!Number.isSafeInteger(cents)) throw new RangeError('jackpot beyond exact integers');
  return cents;
}

/** Whole ticks elapsed between two instants (a tab asleep in the background catches up at once). */
export function ticksBetween(startMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - startMs) / JACKPOT_TICK_MS));
}

/** Cents as "1234567.89" (no grouping). */
export function plainCents(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return `${whole}.${rest < 10 ? '0' : ''}${rest}`;
}

/**
 * Cents as "1,234,567.89", the way the money rule draws amounts. The counter is
 * display only (never an amount typed or paid), and drawing it here keeps the
 * wasm module out of the home page's first paint.
 */
export function groupedCents(cents: number): string {
  const [whole = '0', rest = '00'] = plainCents(cents).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${rest}`;
}
