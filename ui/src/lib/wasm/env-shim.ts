// The `env` imports of the standalone modules (core, forms, crypto). Vite
// aliases the `env` import to this file; Node tests pass the same namespace.

// Built with memory growth, Emscripten tells the host when memory grew; nothing
// here caches views of the buffer (the wrappers re-read `memory.buffer` after
// each call), so it is a no-op.
export function emscripten_notify_memory_growth(_memoryIndex: number): void {}

// The crypto module links OpenSSL's libcrypto, which asks for the user ids
// before reading configuration from environment variables (its setuid check).
// A web page has no users: answer 0 for all four, so the ids agree and OpenSSL
// proceeds; the environment is empty anyway (wasi-shim environ_*), so nothing
// is read either way.
export function __syscall_getuid32(): number {
  return 0;
}

export function __syscall_geteuid32(): number {
  return 0;
}

export function __syscall_getgid32(): number {
  return 0;
}

export function __syscall_getegid32(): number {
  return 0;
}

// Emscripten syscalls return -errno. OpenSSL can look for configuration and
// provider files on disk; there is no file system here, so say "not
// implemented" and let it fall back to its built-in defaults.
const ENOSYS = 52;

export function __syscall_getdents64(_fd: number, _direntPtr: number, _count: number): number {
  return -ENOSYS;
}

export function __syscall_stat64(_pathPtr: number, _bufPtr: number): number {
  return -ENOSYS;
}
