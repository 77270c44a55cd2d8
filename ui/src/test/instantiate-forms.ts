import fs from 'node:fs';
import path from 'node:path';
import { createFormsApi, type FormsApi, type FormsExports } from '../lib/wasm/forms-api';
import * as envShim from '../lib/wasm/env-shim';
import * as wasiShim from '../lib/wasm/wasi-shim';

const uiRoot = path.resolve(import.meta.dirname, '../..');

/** Same file the Vite alias points at: PANALO_WASM_DIR or ../build/wasm. */
export const formsWasmPath = path.resolve(uiRoot, process.env.PANALO_WASM_DIR ?? '../build/wasm', 'panalo_forms.wasm');

let instance: Promise<FormsApi> | null = null;

/** Instantiates the validators from disk with the browser's shims, as the bundle does; once per test file. */
export function instantiateForms(): Promise<FormsApi> {
  instance ??= (async () => {
    const bytes = fs.readFileSync(formsWasmPath);
    const { instance: wasm } = await WebAssembly.instantiate(bytes, { wasi_snapshot_preview1: wasiShim, env: envShim });
    const exports = wasm.exports as unknown as FormsExports & { _initialize: () => void };
    exports._initialize();
    return createFormsApi(exports);
  })();
  return instance;
}
