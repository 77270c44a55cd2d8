import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cryptoWasmPath, instantiateCryptoExports } from '../../test/instantiate-crypto';
import * as envShim from './env-shim';
import * as wasiShim from './wasi-shim';

// The sealing module links OpenSSL, which imports a few more host functions
// than the other modules. One shim per namespace serves all of them.
const namespaces: Record<string, Record<string, unknown>> = { wasi_snapshot_preview1: wasiShim, env: envShim };

describe('shims answer the crypto module imports', () => {
  it('provides a function for every import of panalo_crypto.wasm', () => {
    const module = new WebAssembly.Module(fs.readFileSync(cryptoWasmPath));
    const imports = WebAssembly.Module.imports(module);
    expect(imports.length).toBeGreaterThan(0);
    for (const entry of imports) {
      expect(typeof namespaces[entry.module]?.[entry.name], `${entry.module}.${entry.name}`).toBe('function');
    }
  });

  it('reports uid and gid 0 and no file system', () => {
    expect(envShim.__syscall_getuid32()).toBe(0);
    expect(envShim.__syscall_geteuid32()).toBe(0);
    expect(envShim.__syscall_getgid32()).toBe(0);
    expect(envShim.__syscall_getegid32()).toBe(0);
    expect(envShim.__syscall_getdents64(3, 0, 0)).toBe(-52);
    expect(envShim.__syscall_stat64(0, 0)).toBe(-52);
  });

  it('reports an empty environment', () => {
    const memory = new WebAssembly.Memory({ initial: 1 });
    new Uint8Array(memory.buffer).fill(0xff, 0, 16);
    wasiShim.withWasiMemory(memory, () => {
      expect(wasiShim.environ_sizes_get(0, 8)).toBe(0);
      expect(wasiShim.environ_get(16, 32)).toBe(0);
    });
    const view = new DataView(memory.buffer);
    expect(view.getUint32(0, true)).toBe(0);
    expect(view.getUint32(8, true)).toBe(0);
  });

  it('writes a real time for the realtime and the monotonic clock', () => {
    const memory = new WebAssembly.Memory({ initial: 1 });
    for (const clockId of [0, 1]) {
      wasiShim.withWasiMemory(memory, () => expect(wasiShim.clock_time_get(clockId, 1000n, 64)).toBe(0));
      const millis = Number(new DataView(memory.buffer).getBigUint64(64, true) / 1_000_000n);
      expect(Math.abs(millis - Date.now()), `clock ${clockId}`).toBeLessThan(5000);
    }
  });

  it('binds a memory only for the duration of a call, then restores the previous one', () => {
    const lobby = new WebAssembly.Memory({ initial: 1 });
    const crypto = new WebAssembly.Memory({ initial: 1 });
    wasiShim.bindWasiMemory(lobby);
    wasiShim.withWasiMemory(crypto, () => wasiShim.clock_time_get(0, 0n, 0));
    expect(new DataView(crypto.buffer).getBigUint64(0, true)).toBeGreaterThan(0n);
    // After the crypto call, writes land in the lobby module's memory again.
    wasiShim.clock_time_get(0, 0n, 8);
    expect(new DataView(lobby.buffer).getBigUint64(8, true)).toBeGreaterThan(0n);
    expect(new DataView(crypto.buffer).getBigUint64(8, true)).toBe(0n);
  });

  it('lets the module start with only these shims', async () => {
    const exports = await instantiateCryptoExports();
    expect(exports.panalo_crypto_abi_version()).toBe(2);
  });
});
