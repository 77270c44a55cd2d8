/** Spec section 5: the captcha image may be refreshed at most once per second. */
export const CAPTCHA_REFRESH_GAP_MS = 1000;

/** True when a refresh asked for at `nowMs` may fetch a new image after one fetched at `lastMs`. */
export function mayRefreshCaptcha(lastMs: number | null, nowMs: number, gapMs = CAPTCHA_REFRESH_GAP_MS): boolean {
  return lastMs === null || nowMs - lastMs >= gapMs;
}

/** How long to wait before asking again after the server said too_many_requests. */
export function captchaRetryDelayMs(data: Record<string, unknown> | undefined): number {
  const seconds = data?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds) * 1000
    : CAPTCHA_REFRESH_GAP_MS;
}
