import { useCallback } from 'react';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import { useCore } from '../../../lib/wasm/use-core';

/** A signed amount as drawn, and whether it reads as a gain, a loss or neither. */
export type SignedMoney = { text: string; tone: 'plus' | 'minus' | null };

export type MoneyText = {
  /** An amount as the shared money rule draws it (grouped, 2 decimals). */
  show: (serverText: string) => string;
  /** The same for a win/loss figure: "+" before a gain, the tone for its colour. */
  signed: (serverText: string) => SignedMoney;
};

/**
 * The agent calls send money as 2-decimal text only, with no minor units beside
 * it. The magnitude goes through the shared money rule (wasm parseAmount, then
 * formatMinor grouped) and the sign is put back, so a figure reads like every
 * other amount on the site. Until the module loads, or for text the rule does
 * not take as an amount (zero), the server's own text stands: it is written by
 * the same rule on the server.
 */
export function useMoneyText(load: () => Promise<CoreApi> = loadCore): MoneyText {
  const { core } = useCore(load);
  const signed = useCallback(
    (serverText: string): SignedMoney => {
      const negative = serverText.startsWith('-');
      const magnitude = negative ? serverText.slice(1) : serverText;
      const parsed = core?.parseAmount(magnitude);
      if (!core || !parsed?.ok) return { text: serverText, tone: negative ? 'minus' : null };
      const drawn = core.formatMinor(parsed.minor, true);
      return negative ? { text: `-${drawn}`, tone: 'minus' } : { text: `+${drawn}`, tone: 'plus' };
    },
    [core],
  );
  const show = useCallback(
    (serverText: string) => {
      const drawn = signed(serverText);
      return drawn.tone === 'plus' ? drawn.text.slice(1) : drawn.text;
    },
    [signed],
  );
  return { show, signed };
}
