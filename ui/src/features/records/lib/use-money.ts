import { useCore } from '../../../lib/wasm/use-core';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';

/**
 * Amounts drawn by the shared money rule through wasm (2 decimals, grouped
 * thousands), never re-typed here. Until the module has loaded an amount shows
 * as "…"; should it fail to load, the server's own 2-decimal text (the same
 * rule, run natively) stands in.
 */
export function useMoney(loadCoreApi: () => Promise<CoreApi> = loadCore) {
  const { core, failed } = useCore(loadCoreApi);
  return (minor: number, serverText: string): string => {
    if (core) return core.formatMinor(minor, true);
    return failed ? serverText : '…';
  };
}

/** "+" before a credit so a signed column reads at a glance (a debit already has its "-"). */
export function signed(text: string, minor: number): string {
  return minor > 0 ? `+${text}` : text;
}
