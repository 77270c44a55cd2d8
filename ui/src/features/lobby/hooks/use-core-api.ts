import { useEffect, useState } from 'react';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';

/** The wasm core once loaded; null while it downloads or if it failed. */
export function useCoreApi(enabled: boolean, load: () => Promise<CoreApi> = loadCore): CoreApi | null {
  const [core, setCore] = useState<CoreApi | null>(null);
  useEffect(() => {
    if (!enabled || core) return;
    let alive = true;
    load().then(
      (api) => alive && setCore(api),
      () => {
        // Without the core the pager falls back to prev/next only (see pagination.tsx).
      },
    );
    return () => {
      alive = false;
    };
  }, [enabled, core, load]);
  return core;
}
