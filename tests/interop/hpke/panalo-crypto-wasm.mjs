// Loads build/<dir>/panalo_crypto.wasm in Node the way the UI will in the
// browser: a standalone module instantiated from its bytes with one small shim
// per import namespace. The shims answer "nothing here" (no environment, no
// files, uid 0) and record every call, so a check can prove the module never
// asked the host for randomness or time while sealing.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWasmPath = path.resolve(
  here, '../../../build', process.env.PANALO_WASM_BUILD_DIR ?? 'wasm', 'panalo_crypto.wasm');

const ERRNO_SUCCESS = 0;
const ERRNO_BADF = 8;
const ERRNO_NOENT = 44;
const ERRNO_NOSYS = 52;

function shimImports(calls, memoryRef) {
  const note = (name) => { calls[name] = (calls[name] ?? 0) + 1; };
  const view = () => new DataView(memoryRef.memory.buffer);
  return {
    wasi_snapshot_preview1: {
      // OpenSSL reads the clock for its (unused here) DRBG reseed bookkeeping.
      clock_time_get: (_id, _precision, out) => {
        note('clock_time_get');
        view().setBigUint64(out, BigInt(Date.now()) * 1000000n, true);
        return ERRNO_SUCCESS;
      },
      proc_exit: (code) => { note('proc_exit'); throw new Error(`wasm proc_exit(${code})`); },
      fd_close: () => { note('fd_close'); return ERRNO_BADF; },
      environ_sizes_get: (countOut, sizeOut) => {
        note('environ_sizes_get');
        view().setUint32(countOut, 0, true);
        view().setUint32(sizeOut, 0, true);
        return ERRNO_SUCCESS;
      },
      environ_get: () => { note('environ_get'); return ERRNO_SUCCESS; },
      // Listed for modules that import them; panalo_crypto.wasm does not.
      random_get: () => { note('random_get'); return ERRNO_NOSYS; },
      fd_write: () => { note('fd_write'); return ERRNO_BADF; },
      fd_seek: () => { note('fd_seek'); return ERRNO_BADF; },
    },
    env: {
      emscripten_notify_memory_growth: () => { note('emscripten_notify_memory_growth'); },
      __syscall_getuid32: () => { note('__syscall_getuid32'); return 0; },
      __syscall_geteuid32: () => { note('__syscall_geteuid32'); return 0; },
      __syscall_getgid32: () => { note('__syscall_getgid32'); return 0; },
      __syscall_getegid32: () => { note('__syscall_getegid32'); return 0; },
      __syscall_getdents64: () => { note('__syscall_getdents64'); return -ERRNO_NOENT; },
      __syscall_stat64: () => { note('__syscall_stat64'); return -ERRNO_NOENT; },
    },
  };
}

export const errorNames = {
  '-1': 'invalid_argument', '-2': 'buffer_too_small', '-3': 'internal_error', '-4': 'open_failed',
  '-5': 'unsupported_aead',
};

function check(result, what) {
  if (result < 0) throw new Error(`${what} failed: ${result} (${errorNames[result] ?? 'unknown'})`);
  return result;
}

export async function loadPanaloCrypto(wasmPath = defaultWasmPath) {
  const bytes = readFileSync(wasmPath);
  const module = await WebAssembly.compile(bytes);
  const calls = {};
  const memoryRef = {};
  const instance = await WebAssembly.instantiate(module, shimImports(calls, memoryRef));
  const exports = instance.exports;
  memoryRef.memory = exports.memory;
  exports._initialize();

  const heap = () => new Uint8Array(exports.memory.buffer);
  // Copies `data` into a fresh allocation; the caller frees every pointer.
  const put = (data) => {
    if (data == null) return 0;
    const pointer = exports.malloc(Math.max(data.length, 1));
    heap().set(data, pointer);
    return pointer;
  };
  const take = (pointer, length) => heap().slice(pointer, pointer + length);
  const withBuffers = (inputs, outSizes, body) => {
    const pointers = inputs.map(put);
    const outs = outSizes.map((size) => exports.malloc(Math.max(size, 1)));
    try {
      return body(pointers, outs);
    } finally {
      // Wipe outputs before freeing: they may hold derived secrets.
      for (const [i, pointer] of outs.entries()) heap().fill(0, pointer, pointer + outSizes[i]);
      for (const pointer of [...pointers, ...outs]) if (pointer) exports.free(pointer);
    }
  };
  const utf8 = (text) => new TextEncoder().encode(text);

  return {
    module, exports, calls,
    importList: WebAssembly.Module.imports(module),
    exportList: WebAssembly.Module.exports(module),

    sealEnvelope({ aeadId, serverPublicKey, keyId, method, path: requestPath, issuedAt, requestId, sessionHash,
                   plaintext, ikm }) {
      const size = exports.panalo_envelope_sealed_size(plaintext.length);
      const methodBytes = utf8(method);
      const pathBytes = utf8(requestPath);
      return withBuffers(
        [serverPublicKey, keyId, methodBytes, pathBytes, requestId, sessionHash ?? null, plaintext, ikm], [size],
        ([pk, kid, m, p, rid, sh, pt, seed], [out]) => {
          const length = check(exports.panalo_envelope_seal(
            aeadId, pk, kid, m, methodBytes.length, p, pathBytes.length, issuedAt, rid, sh, pt, plaintext.length,
            seed, out, size), 'panalo_envelope_seal');
          return take(out, length);
        });
    },

    base64url(data) {
      const size = Math.ceil((data.length * 4) / 3);
      return withBuffers([data], [size], ([input], [out]) => {
        const length = check(exports.panalo_base64url_encode(input, data.length, out, size), 'base64url');
        return new TextDecoder().decode(take(out, length));
      });
    },

    sessionTokenHash(token) {
      const bytes = utf8(token);
      return withBuffers([bytes], [32], ([input], [out]) => {
        check(exports.panalo_session_token_hash(input, bytes.length, out), 'session_token_hash');
        return take(out, 32);
      });
    },

    deriveKeyPair(ikm) {
      return withBuffers([ikm], [32, 32], ([input], [sk, pk]) => {
        check(exports.panalo_hpke_derive_key_pair(input, ikm.length, sk, pk), 'derive_key_pair');
        return { privateKey: take(sk, 32), publicKey: take(pk, 32) };
      });
    },

    sealWithEphemeralKey({ aeadId, recipientPublicKey, info, ephemeralPrivateKey, sequenceNumber, aad, plaintext }) {
      const size = plaintext.length + 16;
      return withBuffers([recipientPublicKey, info, ephemeralPrivateKey, aad, plaintext], [32, size],
        ([pk, inf, sk, ad, pt], [enc, out]) => {
          const length = check(exports.panalo_hpke_seal_with_ephemeral_key(
            aeadId, pk, inf, info.length, sk, sequenceNumber, ad, aad.length, pt, plaintext.length, enc, out, size),
          'seal_with_ephemeral_key');
          return { enc: take(enc, 32), ciphertext: take(out, length) };
        });
    },

    exportWithEphemeralKey({ aeadId, recipientPublicKey, info, ephemeralPrivateKey, exporterContext, length }) {
      return withBuffers([recipientPublicKey, info, ephemeralPrivateKey, exporterContext], [length],
        ([pk, inf, sk, ctx], [out]) => {
          check(exports.panalo_hpke_export_with_ephemeral_key(
            aeadId, pk, inf, info.length, sk, ctx, exporterContext.length, length, out), 'export_with_ephemeral_key');
          return take(out, length);
        });
    },

    // Returns the plaintext, or null when authentication fails.
    open({ aeadId, recipientPrivateKey, enc, info, aad, ciphertext }) {
      const size = Math.max(ciphertext.length - 16, 0);
      return withBuffers([recipientPrivateKey, enc, info, aad, ciphertext], [size],
        ([sk, e, inf, ad, ct], [out]) => {
          const length = exports.panalo_hpke_open(
            aeadId, sk, e, inf, info.length, ad, aad.length, ct, ciphertext.length, out, size);
          if (length === -4) return null;
          return take(out, check(length, 'hpke_open'));
        });
    },
  };
}

export const hex = {
  decode: (text) => Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16)),
  encode: (bytes) => Buffer.from(bytes).toString('hex'),
};
