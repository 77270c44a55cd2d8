import { createFormsApi, type FormsApi } from './forms-api';

let formsPromise: Promise<FormsApi> | null = null;

/**
 * Imports the validators module (its own chunk, ~100 KB gz) when the first form
 * that validates opens, so the home page never downloads it. `_initialize` runs
 * exactly once.
 */
export function loadForms(): Promise<FormsApi> {
  formsPromise ??= import('@panalo/forms-wasm')
    .then((forms) => {
      // No bindWasiMemory here: this module imports only proc_exit, which needs no
      // memory, and rebinding would take the shim away from the lobby module.
      forms._initialize();
      return createFormsApi(forms);
    })
    .catch((error: unknown) => {
      // Allow a later retry (a flaky chunk download) instead of caching the failure.
      formsPromise = null;
      throw error;
    });
  return formsPromise;
}
