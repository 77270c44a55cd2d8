import { describe, expect, it } from 'vitest';
import { bindWasiMemory, clock_time_get, fd_write, proc_exit, random_get, WasiExitError } from './wasi-shim';

describe('wasi shim', () => {
  it('fills the requested bytes with randomness', () => {
    const memory = new WebAssembly.Memory({ initial: 2 });
    bindWasiMemory(memory);
    expect(random_get(16, 70000)).toBe(0);
    const bytes = new Uint8Array(memory.buffer, 16, 70000);
    expect(bytes.some((b) => b !== 0)).toBe(true);
    expect(new Uint8Array(memory.buffer, 0, 16).every((b) => b === 0)).toBe(true);
  });

  it('writes the wall clock in nanoseconds', () => {
    const memory = new WebAssembly.Memory({ initial: 1 });
    bindWasiMemory(memory);
    expect(clock_time_get(0, 1000n, 8)).toBe(0);
    const nanos = new DataView(memory.buffer).getBigUint64(8, true);
    expect(Number(nanos / 1_000_000n)).toBeGreaterThan(Date.now() - 5000);
  });

  it('refuses I/O with ENOSYS and turns exit into an exception', () => {
    expect(fd_write(1, 0, 0, 0)).toBe(52);
    expect(() => proc_exit(3)).toThrow(WasiExitError);
  });
});
