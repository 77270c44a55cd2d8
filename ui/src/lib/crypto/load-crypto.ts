import { withWasiMemory } from '../wasm/wasi-shim';
import { createCryptoApi, type CryptoApi } from './crypto-api';

let cryptoPromise: Promise<CryptoApi> | null = null;

/**
 * Imports the sealing module (its own chunk: OpenSSL inside, the heaviest asset
 * the UI has) on first use. The dynamic import keeps it out of the first-paint
 * bundle; `_initialize` runs exactly once.
 */
export function loadCrypto(): Promise<CryptoApi> {
  cryptoPromise ??= import('@panalo/crypto-wasm')
    .then((module) => {
      withWasiMemory(module.memory, () => module._initialize());
      return createCryptoApi(module);
    })
    .catch((error: unknown) => {
      // Allow a later retry (a flaky chunk download) instead of caching the failure.
      cryptoPromise = null;
      throw error;
    });
  return cryptoPromise;
}
