// The few WASI preview1 functions a standalone Emscripten module may import.
// The modules do no I/O, so anything beyond time, randomness and an empty
// environment answers ENOSYS; exiting throws, because a wasm export must never
// end the page. Vite aliases the `wasi_snapshot_preview1` import to this file;
// Node tests pass the same namespace object to WebAssembly.instantiate.
//
// One namespace serves every module (core, forms, crypto), but each module has
// its own linear memory, and a WASI call does not say which module made it.
// A module that stays bound for good uses bindWasiMemory; a module loaded later
// (crypto) wraps each of its calls in withWasiMemory so it never redirects the
// writes of another module into its own memory, nor the reverse.

const ERRNO_SUCCESS = 0;
const ERRNO_INVAL = 28;
const ERRNO_NOSYS = 52;

let boundMemory: WebAssembly.Memory | null = null;

/** Must be called with the module's memory before any export that needs time or randomness. */
export function bindWasiMemory(memory: WebAssembly.Memory): void {
  boundMemory = memory;
}

/**
 * Runs `call` with `memory` bound, then restores whatever was bound before. Wasm
 * calls are synchronous, so nothing else can run while the binding is swapped.
 */
export function withWasiMemory<T>(memory: WebAssembly.Memory, call: () => T): T {
  const previous = boundMemory;
  boundMemory = memory;
  try {
    return call();
  } finally {
    boundMemory = previous;
  }
}

export class WasiExitError extends Error {
  constructor(readonly exitCode: number) {
    super(`wasm module exited with code ${exitCode}`);
    this.name = 'WasiExitError';
  }
}

export function proc_exit(code: number): never {
  throw new WasiExitError(code);
}

export function random_get(ptr: number, len: number): number {
  if (!boundMemory) return ERRNO_INVAL;
  // getRandomValues accepts at most 65536 bytes per call.
  for (let offset = 0; offset < len; offset += 65536) {
    const chunk = Math.min(65536, len - offset);
    crypto.getRandomValues(new Uint8Array(boundMemory.buffer, ptr + offset, chunk));
  }
  return ERRNO_SUCCESS;
}

const CLOCK_MONOTONIC = 1;

function nowNanoseconds(clockId: number): bigint {
  // The monotonic clock must never step back (OpenSSL measures intervals with
  // it); the page's high-resolution timer is monotonic, Date.now() is not.
  if (clockId === CLOCK_MONOTONIC && typeof performance !== 'undefined') {
    return BigInt(Math.round((performance.timeOrigin + performance.now()) * 1_000_000));
  }
  return BigInt(Date.now()) * 1_000_000n;
}

export function clock_time_get(clockId: number, _precision: bigint, timePtr: number): number {
  if (!boundMemory) return ERRNO_INVAL;
  const nanos = nowNanoseconds(clockId);
  new DataView(boundMemory.buffer).setBigUint64(timePtr, nanos, true);
  return ERRNO_SUCCESS;
}

export function environ_sizes_get(countPtr: number, sizePtr: number): number {
  if (!boundMemory) return ERRNO_INVAL;
  // No environment: zero variables of zero bytes, so libc start-up succeeds.
  const view = new DataView(boundMemory.buffer);
  view.setUint32(countPtr, 0, true);
  view.setUint32(sizePtr, 0, true);
  return ERRNO_SUCCESS;
}

export function environ_get(_environPtr: number, _bufPtr: number): number {
  return ERRNO_SUCCESS;
}

export function args_sizes_get(countPtr: number, sizePtr: number): number {
  return environ_sizes_get(countPtr, sizePtr);
}

export function args_get(_argvPtr: number, _bufPtr: number): number {
  return ERRNO_SUCCESS;
}

export function fd_write(_fd: number, _iovs: number, _iovsLen: number, _nwrittenPtr: number): number {
  return ERRNO_NOSYS;
}

export function fd_read(_fd: number, _iovs: number, _iovsLen: number, _nreadPtr: number): number {
  return ERRNO_NOSYS;
}

export function fd_close(_fd: number): number {
  return ERRNO_NOSYS;
}

export function fd_seek(_fd: number, _offset: bigint, _whence: number, _newOffsetPtr: number): number {
  return ERRNO_NOSYS;
}

export function fd_fdstat_get(_fd: number, _statPtr: number): number {
  return ERRNO_NOSYS;
}
