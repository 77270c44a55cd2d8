// Moving bytes in and out of the crypto module's linear memory. Inputs here
// include plaintext passwords and ephemeral key material, so every buffer is
// zeroed before it is freed: freed wasm memory is not cleared, and the next
// allocation (or a memory dump of the tab) would otherwise still hold it.
import { CryptoError } from './crypto-error';
import type { CryptoExports } from './crypto-exports';

export type WasmHeap = Pick<CryptoExports, 'memory' | 'malloc' | 'free'>;

function allocate(heap: WasmHeap, size: number): number {
  // malloc(0) may answer 0; one byte keeps "empty" distinct from "absent" (null).
  const ptr = heap.malloc(Math.max(size, 1));
  if (ptr === 0) throw new CryptoError('malloc', 0);
  return ptr;
}

/** A copy of `length` bytes at `ptr`; the view is taken now because memory may have grown. */
export function readBytes(heap: WasmHeap, ptr: number, length: number): Uint8Array {
  return new Uint8Array(heap.memory.buffer, ptr, length).slice();
}

/**
 * Copies each input into its own allocation (null stays pointer 0), allocates
 * the outputs, runs `body` with their pointers, then wipes and frees all of them.
 */
export function withWasmBuffers<T>(
  heap: WasmHeap,
  inputs: ReadonlyArray<Uint8Array | null>,
  outputSizes: readonly number[],
  body: (inputPtrs: number[], outputPtrs: number[]) => T,
): T {
  const owned: Array<{ ptr: number; size: number }> = [];
  try {
    const inputPtrs = inputs.map((bytes) => {
      if (bytes === null) return 0;
      const ptr = allocate(heap, bytes.length);
      owned.push({ ptr, size: bytes.length });
      new Uint8Array(heap.memory.buffer, ptr, bytes.length).set(bytes);
      return ptr;
    });
    const outputPtrs = outputSizes.map((size) => {
      const ptr = allocate(heap, size);
      owned.push({ ptr, size });
      return ptr;
    });
    return body(inputPtrs, outputPtrs);
  } finally {
    for (const { ptr, size } of owned) {
      new Uint8Array(heap.memory.buffer, ptr, size).fill(0);
      heap.free(ptr);
    }
  }
}
