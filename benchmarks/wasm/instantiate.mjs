// Instantiates a standalone Panalo wasm module in Node for measurements, with
// the few WASI/env imports it may ask for answered minimally (no I/O happens on
// the measured paths).
import fs from 'node:fs';
import { webcrypto } from 'node:crypto';

const ENOSYS = 52;

export async function instantiate(wasmPath) {
  const bytes = fs.readFileSync(wasmPath);
  const module = await WebAssembly.compile(bytes);
  const imports = {};
  for (const entry of WebAssembly.Module.imports(module)) {
    imports[entry.module] ??= {};
    imports[entry.module][entry.name] =
      entry.name === 'random_get'
        ? (ptr, len) => {
            webcrypto.getRandomValues(new Uint8Array(instance.exports.memory.buffer, ptr, len));
            return 0;
          }
        : entry.name === 'proc_exit'
          ? (code) => {
              throw new Error(`wasm exited with ${code}`);
            }
          : () => ENOSYS;
  }
  const instance = await WebAssembly.instantiate(module, imports);
  instance.exports._initialize?.();
  return { exports: instance.exports, rawBytes: bytes.length };
}

// Runs `fn` for about `millis` and returns nanoseconds per call.
export function nsPerCall(fn, millis = 1000) {
  for (let i = 0; i < 10000; i++) fn(i);  // warm up the JIT tiers
  let calls = 0;
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(millis) * 1000000n;
  let now = start;
  while (now < deadline) {
    for (let i = 0; i < 1000; i++) fn(calls + i);
    calls += 1000;
    now = process.hrtime.bigint();
  }
  return Number(now - start) / calls;
}
