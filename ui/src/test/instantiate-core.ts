import fs from 'node:fs';
import path from 'node:path';
import { createCoreApi, type CoreApi, type CoreExports } from '../lib/wasm/core-api';
import * as envShim from '../lib/wasm/env-shim';
import * as wasiShim from '../lib/wasm/wasi-shim';

const uiRoot = path.resolve(import.meta.dirname, '../..');

/** Same file the Vite alias points at: PANALO_WASM_DIR or ../build/wasm. */
export const coreWasmPath = path.resolve(uiRoot, process.env.PANALO_WASM_DIR ?? '../build/wasm', 'panalo_core.wasm');

/** Instantiates the core from disk with the browser's shims, as the Vite bundle does. */
export async function instantiateCore(): Promise<CoreApi> {
  const bytes = fs.readFileSync(coreWasmPath);
  const { instance } = await WebAssembly.instantiate(bytes, { wasi_snapshot_preview1: wasiShim, env: envShim });
  const exports = instance.exports as unknown as CoreExports & { _initialize: () => void };
  wasiShim.bindWasiMemory(exports.memory);
  exports._initialize();
  return createCoreApi(exports);
}
