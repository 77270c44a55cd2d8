import { useState } from 'react';
import type { CoreApi } from '../../../lib/wasm/core-api';

/**
 * A game's stake field: its text, its error, and `read`, which checks the text
 * with the shared money rule (wasm) and gives the amount to send, or null after
 * showing why not (also while the rules are still loading).
 */
export function useStake(core: CoreApi | null) {
  const [stake, setStake] = useState('1.00');
  const [stakeError, setStakeError] = useState<string | null>(null);
  const read = (): string | null => {
    if (!core) return null;
    const parsed = core.parseAmount(stake);
    if (!parsed.ok) {
      setStakeError(parsed.error);
      return null;
    }
    setStakeError(null);
    return core.formatMinor(parsed.minor, false);
  };
  return { stake, setStake, stakeError, read };
}
