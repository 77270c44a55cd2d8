// Preloads the sealing module when the browser has nothing better to do, so a
// visitor who later opens the login form does not wait for it. Never on the
// first-paint path: it starts a while after the load event, in an idle period,
// and not at all for visitors who asked to save data or are on a 2G link (the
// module is the heaviest asset; they download it only when a form needs it).

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

let scheduled = false;

export function scheduleIdlePreload(preload: () => void): void {
  if (scheduled || typeof window === 'undefined' || typeof document === 'undefined') return;
  scheduled = true;
  if (prefersToSaveData()) return;
  const start = () => setTimeout(() => whenIdle(preload), DELAY_AFTER_LOAD_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
