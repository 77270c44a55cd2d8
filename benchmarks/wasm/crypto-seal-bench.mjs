// The browser's sealing step in wasm under Node: panalo_envelope_seal on a
// login-sized body (X25519 DeriveKeyPair + DH, HKDF, ChaCha20Poly1305 or
// AES-128-GCM, as the UI calls it), plus the module's weight and start-up.
// Prints a table; with --json, one JSON object instead.
//
//   node benchmarks/wasm/crypto-seal-bench.mjs [build/wasm/panalo_crypto.wasm]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webcrypto } from 'node:crypto';
import zlib from 'node:zlib';
import { instantiate, nsPerCall } from './instantiate.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const wasmPath = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? path.resolve(here, '../../build/wasm/panalo_crypto.wasm');
const asJson = process.argv.includes('--json');

const bytes = fs.readFileSync(wasmPath);
const startedAt = process.hrtime.bigint();
const { exports } = await instantiate(wasmPath);
const startupMs = Number(process.hrtime.bigint() - startedAt) / 1e6;

const heap = () => new Uint8Array(exports.memory.buffer);
const put = (data) => {
  const ptr = exports.malloc(Math.max(data.length, 1));
  heap().set(data, ptr);
  return ptr;
};
const utf8 = (text) => new TextEncoder().encode(text);

// A server key pair of the benchmark's own, derived in the module.
const serverSk = exports.malloc(32);
const serverPk = exports.malloc(32);
if (exports.panalo_hpke_derive_key_pair(put(new Uint8Array(32).fill(9)), 32, serverSk, serverPk) !== 0) {
  throw new Error('derive_key_pair failed');
}
const method = utf8('POST');
const requestPath = utf8('/wps/session/login');
const body = utf8(JSON.stringify({ type: 'username', username: 'juan', password: 'correct horse battery' }));
const ptrs = {
  keyId: put(new Uint8Array(8).fill(1)),
  method: put(method),
  path: put(requestPath),
  requestId: put(new Uint8Array(16)),
  plaintext: put(body),
  ikm: put(new Uint8Array(32)),
};
const size = exports.panalo_envelope_sealed_size(body.length);
const out = exports.malloc(size);
const textCapacity = Math.ceil((size * 4) / 3);
const textOut = exports.malloc(textCapacity);
const issuedAt = Math.floor(Date.now() / 1000);

// Fresh ikm and request id every call, from the CSPRNG, as the page does.
const freshRandom = () => {
  webcrypto.getRandomValues(new Uint8Array(exports.memory.buffer, ptrs.ikm, 32));
  webcrypto.getRandomValues(new Uint8Array(exports.memory.buffer, ptrs.requestId, 16));
};
const seal = (aeadId) => {
  const length = exports.panalo_envelope_seal(aeadId, serverPk, ptrs.keyId, ptrs.method, method.length, ptrs.path,
    requestPath.length, issuedAt, ptrs.requestId, 0, ptrs.plaintext, body.length, ptrs.ikm, out, size);
  if (length !== size) throw new Error(`seal answered ${length}`);
  return length;
};

const millis = Number(process.env.BENCH_MILLIS ?? 2000);
const sealChaChaNs = nsPerCall(() => { freshRandom(); seal(3); }, millis);
const sealAesNs = nsPerCall(() => { freshRandom(); seal(1); }, millis);
const sealTextNs = nsPerCall(() => {
  freshRandom();
  const length = seal(3);
  if (exports.panalo_base64url_encode(out, length, textOut, textCapacity) <= 0) throw new Error('base64url failed');
}, millis);

const result = {
  wasm: path.relative(process.cwd(), wasmPath),
  bodyBytes: body.length,
  envelopeBytes: size,
  sealChaCha20Poly1305Us: sealChaChaNs / 1000,
  sealAes128GcmUs: sealAesNs / 1000,
  sealChaChaPlusBase64UrlUs: sealTextNs / 1000,
  moduleRawBytes: bytes.length,
  moduleGzipBytes: zlib.gzipSync(bytes, { level: 9 }).length,
  moduleBrotliBytes: zlib.brotliCompressSync(bytes).length,
  compileAndStartMs: startupMs,
};

if (asJson) {
  console.log(JSON.stringify(result));
} else {
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB (${n} B)`;
  const rows = [
    ['body sealed', `${result.bodyBytes} B -> envelope ${result.envelopeBytes} B`],
    ['seal, ChaCha20Poly1305 (what the UI sends)', `${result.sealChaCha20Poly1305Us.toFixed(1)} µs`],
    ['seal, AES-128-GCM', `${result.sealAes128GcmUs.toFixed(1)} µs`],
    ['seal + base64url text form', `${result.sealChaChaPlusBase64UrlUs.toFixed(1)} µs`],
    ['module, raw', kb(result.moduleRawBytes)],
    ['module, gzip -9', kb(result.moduleGzipBytes)],
    ['module, brotli', kb(result.moduleBrotliBytes)],
    ['compile + instantiate + _initialize', `${result.compileAndStartMs.toFixed(1)} ms`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`panalo_crypto.wasm under Node ${process.version} (${result.wasm})`);
  for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
}
