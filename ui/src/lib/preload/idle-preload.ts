// Preloads what a visitor is likely to need next (the auth popups' chunk, the
// sealing module) when the browser has nothing better to do, so opening the
// login form does not wait for it. Never on the first-paint path: it starts a
// while after the load event, in an idle period, and not at all for visitors who
// asked to save data or are on a 2G link (they download it only when needed).

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

// requestIdleCallback alone fires in the first idle frame after load, while
// images and the lobby data may still be arriving; wait for the page to settle.
const DELAY_AFTER_LOAD_MS = 5000;
const IDLE_TIMEOUT_MS = 10_000;

function prefersToSaveData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(run, 0);
  }
}

const scheduled = new Set<() => void>();

/** Runs `preload` once, in an idle moment a while after the load event. */
export function scheduleIdlePreload(preload: () => void): void {
  if (scheduled.has(preload) || typeof window === 'undefined' || typeof document === 'undefined') return;
  scheduled.add(preload);
  if (prefersToSaveData()) return;
  const start = () => setTimeout(() => whenIdle(preload), DELAY_AFTER_LOAD_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
