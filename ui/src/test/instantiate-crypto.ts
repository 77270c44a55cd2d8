import fs from 'node:fs';
import path from 'node:path';
import type { CryptoExports } from '../lib/crypto/crypto-exports';
import * as envShim from '../lib/wasm/env-shim';
import * as wasiShim from '../lib/wasm/wasi-shim';

const uiRoot = path.resolve(import.meta.dirname, '../..');

/** Same file the Vite alias points at: PANALO_WASM_DIR or ../build/wasm. */
export const cryptoWasmPath = path.resolve(
  uiRoot,
  process.env.PANALO_WASM_DIR ?? '../build/wasm',
  'panalo_crypto.wasm',
);

/**
 * A fresh instance of the sealing module from disk with the browser's shims, as
 * the bundle gets it: its own memory, its own OpenSSL state. A missing file
 * throws, so a suite using it fails rather than skips.
 */
export async function instantiateCryptoExports(): Promise<CryptoExports> {
  const bytes = fs.readFileSync(cryptoWasmPath);
  const { instance } = await WebAssembly.instantiate(bytes, { wasi_snapshot_preview1: wasiShim, env: envShim });
  const exports = instance.exports as unknown as CryptoExports & { _initialize: () => void };
  wasiShim.withWasiMemory(exports.memory, () => exports._initialize());
  return exports;
}
