// The `env` imports of the standalone core module. Built with memory growth,
// Emscripten tells the host when memory grew; nothing here caches views of the
// buffer (core-api.ts re-reads `memory.buffer` after each call), so it is a no-op.
// Vite aliases the `env` import to this file; Node tests pass the same namespace.

export function emscripten_notify_memory_growth(_memoryIndex: number): void {}
