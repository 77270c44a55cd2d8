import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from '../lib/countdown';
import { useCountdownStore } from '../stores/countdown-store';

export type Countdown = {
  /** Whole seconds left; 0 when not running. */
  remaining: number;
  running: boolean;
  start: (seconds: number) => void;
};

/**
 * A countdown kept under `key` (see countdown-store): the component re-renders
 * once a second while it runs and stops ticking at zero.
 */
export function useCountdown(key: string): Countdown {
  const endsAt = useCountdownStore((state) => state.endsAt[key] ?? 0);
  const startStored = useCountdownStore((state) => state.start);
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsLeft(endsAt, now);

  useEffect(() => {
    // A new deadline is read against the clock now, not at the first tick 250 ms later.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing with the clock, an external system
    setNow(Date.now());
    if (endsAt <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => startStored(key, seconds), [key, startStored]);
  return { remaining, running: remaining > 0, start };
}
