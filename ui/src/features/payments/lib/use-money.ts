import { useCallback } from 'react';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import { useCore } from '../../../lib/wasm/use-core';

export type Money = {
  core: CoreApi | null;
  /** The wasm module could not be had: amounts cannot be checked, so forms wait. */
  failed: boolean;
  /** Minor units through the shared money rule (grouped, 2 decimals); the server's text until wasm loads. */
  show: (minor: number, serverText: string) => string;
  /** Money text from the server (no minor units beside it) read and shown by the same rule. */
  showText: (serverText: string) => string;
};

/** The shared money rule (wasm) for a payments page: shown amounts and typed ones. */
export function useMoney(load: () => Promise<CoreApi> = loadCore): Money {
  const { core, failed } = useCore(load);
  const show = useCallback(
    (minor: number, serverText: string) => (core ? core.formatMinor(minor, true) : serverText),
    [core],
  );
  const showText = useCallback(
    (serverText: string) => {
      const parsed = core?.parseAmount(serverText);
      return core && parsed?.ok ? core.formatMinor(parsed.minor, true) : serverText;
    },
    [core],
  );
  return { core, failed, show, showText };
}
