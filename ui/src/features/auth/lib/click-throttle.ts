/**
 * Lets one action through per interval, the first one counting (spec section 9:
 * "send button and login code throttle 1 s"). Answers whether this call may act.
 */
export function createClickThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let lastAccepted = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - lastAccepted < intervalMs) return false;
    lastAccepted = at;
    return true;
  };
}
