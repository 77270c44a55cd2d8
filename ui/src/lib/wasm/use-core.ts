import { useEffect, useState } from 'react';
import type { CoreApi } from './core-api';
import { loadCore } from './load-core';

export type CoreState = { core: CoreApi | null; failed: boolean };

/** The wasm core once loaded; `failed` tells a download that failed from one still running. */
export function useCore(load: () => Promise<CoreApi> = loadCore): CoreState {
  const [state, setState] = useState<CoreState>({ core: null, failed: false });
  useEffect(() => {
    let alive = true;
    load().then(
      (core) => alive && setState({ core, failed: false }),
      () => alive && setState({ core: null, failed: true }),
    );
    return () => {
      alive = false;
    };
  }, [load]);
  return state;
}
