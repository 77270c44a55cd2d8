/** Spec section 4: the send button stays disabled for 60 seconds per minute the code lives. */
export const SECONDS_PER_EXPIRED_MINUTE = 60;

/** The countdown length after a code was sent; a bad or missing value still waits one minute. */
export function countdownSeconds(expiredMinutes: unknown): number {
  const minutes =
    typeof expiredMinutes === 'number' && Number.isFinite(expiredMinutes) && expiredMinutes > 0 ? expiredMinutes : 1;
  return Math.ceil(minutes * SECONDS_PER_EXPIRED_MINUTE);
}

/** Whole seconds left until endsAt (ms since the epoch), never negative; a started second counts. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
