import { bindWasiMemory } from './wasi-shim';
import { createCoreApi, type CoreApi } from './core-api';

let corePromise: Promise<CoreApi> | null = null;

/**
 * Imports the wasm module (its own chunk, via vite-plugin-wasm) on first use, so
 * pages that never paginate never download it. `_initialize` runs exactly once.
 */
export function loadCore(): Promise<CoreApi> {
  corePromise ??= import('@panalo/core-wasm')
    .then((core) => {
      bindWasiMemory(core.memory);
      core._initialize();
      return createCoreApi(core);
    })
    .catch((error: unknown) => {
      // Allow a later retry (e.g. a flaky chunk download) instead of caching the failure.
      corePromise = null;
      throw error;
    });
  return corePromise;
}
