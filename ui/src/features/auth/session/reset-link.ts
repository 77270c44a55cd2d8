/**
 * The e-mailed reset link is <site>/#resetToken=<token>. The token rides in
 * the fragment, which the browser never sends: not in the page request, not in
 * a Referer. It must not linger in the address bar or the history either, where
 * a later script (analytics, a shared screen, the back button) could find it.
 * So the very first module the entry evaluates (./capture-reset-link) takes it
 * out with history.replaceState before any of the app's code runs or asks the
 * server anything, and keeps it here, in memory only, until the reset popup
 * takes it.
 */

const TOKEN_KEY = 'resetToken';
// A real token is 43 base64url characters; the server refuses anything else anyway.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,128}$/;

let pending: string | null = null;

type Place = Pick<Location, 'pathname' | 'search' | 'hash'>;
type HistoryLike = Pick<History, 'replaceState' | 'state'>;

/**
 * Reads the token from `place`'s fragment and rewrites the address without it
 * (other fragment parameters stay). Answers the token, or null when the
 * address has none (or one that cannot be a token, which is dropped as well).
 */
export function captureResetToken(
  place: Place = window.location,
  history: HistoryLike = window.history,
): string | null {
  if (!place.hash.includes(TOKEN_KEY)) return null;
  const params = new URLSearchParams(place.hash.slice(1));
  const token = params.get(TOKEN_KEY);
  params.delete(TOKEN_KEY);
  const rest = params.toString();
  history.replaceState(history.state, '', `${place.pathname}${place.search}${rest ? `#${rest}` : ''}`);
  pending = token !== null && TOKEN_SHAPE.test(token) ? token : null;
  return pending;
}

/** The captured token, once: the reset popup takes it and nothing else can later. */
export function takeResetToken(): string | null {
  const token = pending;
  pending = null;
  return token;
}
