import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ApiResult } from '../../../lib/api/envelope';
import { queryKeys } from '../../../lib/api/query-keys';
import { createAttemptKeys } from '../../../lib/api/attempt-keys';

/**
 * One game's plays: a key per play (kept across answers that may have left
 * the round open), the last round or error, and the balance and seed state
 * refreshed after each answer.
 */
export function usePlay<Round>(customerId: string) {
  const queryClient = useQueryClient();
  const keys = useRef(createAttemptKeys());
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState<Round | null>(null);
  const [error, setError] = useState<string | null>(null);

  const play = async (fingerprint: string, send: (key: string) => Promise<ApiResult<Round>>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await send(keys.current.keyFor(fingerprint));
    keys.current.settle(result.ok ? { ok: true } : { ok: false, code: result.error.code, status: result.error.status });
    setBusy(false);
    void queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance(customerId) });
    void queryClient.invalidateQueries({ queryKey: ['member', customerId, 'originals-seed'] });
    if (result.ok) setRound(result.value);
    else setError(result.error.code);
  };
  return { busy, round, error, play, setError };
}
