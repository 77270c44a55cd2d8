import { useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long the "copied" confirmation stays before the label returns. */
const CONFIRMATION_MS = 2500;

/** Copies text with the Clipboard API and reports the outcome for a visible, announced confirmation. */
export function useCopyText() {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    window.clearTimeout(timer.current);
    try {
      // Missing outside secure contexts; the catch then shows the text to copy by hand.
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = window.setTimeout(() => setState('idle'), CONFIRMATION_MS);
  };

  return { state, copy };
}
