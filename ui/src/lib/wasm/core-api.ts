// Typed face of the panalo_core wasm exports. The paging rule itself lives in
// shared/ (C++); this file only moves integers in and out of linear memory.

export type CoreExports = {
  memory: WebAssembly.Memory;
  malloc: (size: number) => number;
  free: (ptr: number) => void;
  panalo_page_window: (
    totalPages: number,
    currentPage: number,
    marginPages: number,
    pageRange: number,
    outPtr: number,
    outCapacity: number,
  ) => number;
};

export type CoreApi = {
  /** Page buttons to draw, 1-based; 0 marks an ellipsis. */
  pageWindow: (totalPages: number, currentPage: number, marginPages?: number, pageRange?: number) => number[];
};

export class CoreError extends Error {
  constructor(
    readonly operation: string,
    readonly errorCode: number,
  ) {
    super(`${operation} failed with code ${errorCode}`);
    this.name = 'CoreError';
  }
}

const INT32_BYTES = 4;

function toInt32(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`expected a finite number, got ${value}`);
  return Math.trunc(Math.max(-2147483648, Math.min(2147483647, value)));
}

export function createCoreApi(exports: CoreExports): CoreApi {
  const pageWindow = (totalPages: number, currentPage: number, marginPages = 2, pageRange = 5): number[] => {
    const total = toInt32(totalPages);
    const margin = toInt32(marginPages);
    const range = toInt32(pageRange);
    // Room for every page shown plus one ellipsis on each side, as the export demands.
    const shown = Math.min(Math.max(total, 0), 2 * Math.max(margin, 0) + Math.max(range, 1));
    const capacity = shown + 2;
    const ptr = exports.malloc(capacity * INT32_BYTES);
    if (ptr === 0) throw new CoreError('malloc', 0);
    try {
      const count = exports.panalo_page_window(total, toInt32(currentPage), margin, range, ptr, capacity);
      if (count < 0) throw new CoreError('panalo_page_window', count);
      // Read after the call: the buffer object changes if memory grew meanwhile.
      return Array.from(new Int32Array(exports.memory.buffer, ptr, count));
    } finally {
      exports.free(ptr);
    }
  };
  return { pageWindow };
}
