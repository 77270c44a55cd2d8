import path from 'node:path';
import react from '@vitejs/plugin-react';
import wasm from 'vite-plugin-wasm';
import { defineConfig } from 'vitest/config';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

// What index.html loads before any dynamic import(): the first paint of every page.
const htmlEntry = path.resolve(import.meta.dirname, 'index.html');
let firstPaintModules: Set<string> | null = null;
function staticGraph(graph: ModuleGraph): Set<string> {
  if (firstPaintModules) return firstPaintModules;
  const seen = new Set<string>();
  const pending = [htmlEntry];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  firstPaintModules = seen;
  return seen;
}

const isReact = (id: string) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id);
const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/**
 * The chunks of the first paint: React, the other libraries, and the app shell
 * (the entry). The libraries change seldom, so across releases a returning
 * visitor's cache keeps them (file names carry the content hash). Everything
 * else (pages, popups, locales, wasm) is left to the dynamic imports, one chunk
 * each: a library only a lazy page uses stays with that page.
 *
 * Spelled out because the wasm modules' top-level await turns the bundler's own
 * chunk merging off, which would scatter the shell over many small chunks. The
 * priorities make the libraries' groups claim their modules before the shell's,
 * which would otherwise take them along as its dependencies.
 */
const inFirstPaint = (chunk: string, test: (id: string) => boolean) => (id: string, graph: ModuleGraph) =>
  staticGraph(graph).has(id) && test(id) ? chunk : null;
const firstPaintGroups = [
  { name: inFirstPaint('react', isReact), priority: 3 },
  { name: inFirstPaint('vendor', isLibrary), priority: 2 },
  { name: inFirstPaint('index', () => true), priority: 1 },
];

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
    rolldownOptions: {
      output: { codeSplitting: { groups: firstPaintGroups } },
    },
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
