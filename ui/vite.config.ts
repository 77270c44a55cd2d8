import path from 'node:path';
import react from '@vitejs/plugin-react';
import wasm from 'vite-plugin-wasm';
import { defineConfig } from 'vitest/config';

// The wasm module is built by CMake outside ui/; CI or a developer can point at
// another build folder without editing this file.
const wasmDir = path.resolve(import.meta.dirname, process.env.PANALO_WASM_DIR ?? '../build/wasm');
const apiTarget = `http://127.0.0.1:${process.env.PANALO_API_PORT ?? '8080'}`;
const apiProxy = {
  '/wps': { target: apiTarget, changeOrigin: false },
  '/lgw': { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), wasm()],
  resolve: {
    alias: [
      { find: '@panalo/core-wasm', replacement: path.join(wasmDir, 'panalo_core.wasm') },
      // Loaded on demand (dynamic import) when a form opens: validators, and the
      // HPKE sealing module; neither is on the first-paint path.
      { find: '@panalo/forms-wasm', replacement: path.join(wasmDir, 'panalo_forms.wasm') },
      { find: '@panalo/crypto-wasm', replacement: path.join(wasmDir, 'panalo_crypto.wasm') },
      // The standalone wasm imports a few WASI functions and one Emscripten `env`
      // hook; one shim per namespace serves the browser bundle and the Node tests.
      // Exact matches only: these are wasm import namespaces, not packages.
      { find: /^wasi_snapshot_preview1$/, replacement: path.resolve(import.meta.dirname, 'src/lib/wasm/wasi-shim.ts') },
      { find: /^env$/, replacement: path.resolve(import.meta.dirname, 'src/lib/wasm/env-shim.ts') },
    ],
  },
  build: {
    // Top-level await and ESM wasm integration need a modern target.
    target: 'esnext',
    outDir: 'dist',
    assetsDir: 'assets',
  },
  server: {
    proxy: apiProxy,
    fs: { allow: [import.meta.dirname, wasmDir] },
  },
  preview: {
    proxy: apiProxy,
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
});
