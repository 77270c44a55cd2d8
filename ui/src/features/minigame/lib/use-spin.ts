import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { createAttemptKeys } from '../../../lib/api/attempt-keys';
import { queryKeys } from '../../../lib/api/query-keys';
import { minigameKeys, postMinigameSpin, type MinigameSpin } from '../api/minigame-api';

// As long as the CSS transition of .minigame-wheel__disc (minigame.css).
export const SPIN_MS = 4200;

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * One spin: a key kept until the server gives a final answer (a resent click
 * after a lost answer gets the same spin, never a second one), the result held
 * back until the wheel has stopped (at once under reduced motion), then the
 * header balance, the points and the popup's state refreshed.
 */
export function useSpin(customerId: string, onAnswer?: (spin: MinigameSpin) => void) {
  const queryClient = useQueryClient();
  const keys = useRef(createAttemptKeys());
  const timer = useRef<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [spin, setSpin] = useState<MinigameSpin | null>(null);
  const [landed, setLanded] = useState(false);
  const [error, setError] = useState<{ code: string; nextAt: string | null } | null>(null);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance(customerId) });
    void queryClient.invalidateQueries({ queryKey: ['member', customerId, 'points'] });
    void queryClient.invalidateQueries({ queryKey: minigameKeys.all(customerId) });
  };

  const start = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await postMinigameSpin(keys.current.keyFor('spin'));
    keys.current.settle(result.ok ? { ok: true } : { ok: false, code: result.error.code, status: result.error.status });
    if (!result.ok) {
      const nextAt = result.error.data?.['nextAt'];
      setError({ code: result.error.code, nextAt: typeof nextAt === 'string' ? nextAt : null });
      setBusy(false);
      refresh();
      return;
    }
    setSpin(result.value);
    setLanded(false);
    onAnswer?.(result.value);
    timer.current = window.setTimeout(
      () => {
        setLanded(true);
        setBusy(false);
        refresh();
      },
      reducedMotion() ? 0 : SPIN_MS,
    );
  };
  return { busy, spin, landed, error, start };
}
