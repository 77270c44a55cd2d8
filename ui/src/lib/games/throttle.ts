/**
 * A leading-edge throttle (spec section 4, Favourite toggle: "throttled to once
 * per 1000 ms with the first click counting"): the first call runs at once;
 * calls within `intervalMs` of the last call that ran are dropped, not delayed.
 * `now` is injected so tests control time.
 */
export function leadingThrottle<Args extends unknown[]>(
  run: (...args: Args) => void,
  intervalMs: number,
  now: () => number = () => Date.now(),
): (...args: Args) => boolean {
  let lastRun = Number.NEGATIVE_INFINITY;
  return (...args: Args) => {
    const at = now();
    if (at - lastRun < intervalMs) return false;
    lastRun = at;
    run(...args);
    return true;
  };
}

/**
 * The same rule per key (one toggle per game): a click on game A does not hold
 * back a click on game B. Answers whether the call for `key` may run now.
 */
export function createKeyedThrottle(intervalMs: number, now: () => number = () => Date.now()) {
  const lastRun = new Map<string | number, number>();
  return (key: string | number): boolean => {
    const at = now();
    const last = lastRun.get(key);
    if (last !== undefined && at - last < intervalMs) return false;
    lastRun.set(key, at);
    return true;
  };
}

/** Spec section 9: favourite throttle 1000 ms. */
export const FAVOURITE_THROTTLE_MS = 1000;
