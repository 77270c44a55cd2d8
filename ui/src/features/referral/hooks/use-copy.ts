import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard and says how it went for a few seconds. When
 * the browser refuses (no permission, not a secure page) the state is
 * "failed" and the page asks the player to copy the shown text by hand.
 */
export function useCopy() {
  const [state, setState] = useState<{ what: string; state: CopyState }>({ what: '', state: 'idle' });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(async (what: string, text: string) => {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState({ what, state: 'copied' });
    } catch {
      setState({ what, state: 'failed' });
    }
    timer.current = window.setTimeout(() => setState({ what: '', state: 'idle' }), 4000);
  }, []);
  return { copied: state, copy };
}
