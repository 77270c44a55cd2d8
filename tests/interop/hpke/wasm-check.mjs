// Checks build/h-hpke-wasm/panalo_crypto.wasm under Node: lists its imports,
// runs the RFC 9180 vectors through its exports, proves that all randomness
// comes from the caller (two fresh instances, same message, different ikm give
// different enc; the same ikm gives the same bytes), measures a seal, and prints
// the module's raw and gzip -9 size. Exit code 0 only when every check passes.
//   node tests/interop/hpke/wasm-check.mjs [path/to/panalo_crypto.wasm]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { webcrypto } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import assert from 'node:assert/strict';

import { defaultWasmPath, hex, loadPanaloCrypto } from './panalo-crypto-wasm.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const wasmPath = process.argv[2] ?? defaultWasmPath;
const random = (size) => webcrypto.getRandomValues(new Uint8Array(size));

const crypto = await loadPanaloCrypto(wasmPath);
const initCalls = { ...crypto.calls };

const raw = readFileSync(wasmPath);
console.log(`module: ${wasmPath}`);
console.log(`size: ${raw.length} bytes raw, ${gzipSync(raw, { level: 9 }).length} bytes gzip -9`);
console.log('imports:');
for (const entry of crypto.importList) console.log(`  ${entry.module}.${entry.name} (${entry.kind})`);
console.log(`exports: ${crypto.exportList.map((entry) => entry.name).join(', ')}`);
console.log(`imports called by _initialize: ${JSON.stringify(initCalls)}`);
// 2: hex and base64url codecs joined the exports (ui/src/lib/crypto/crypto-exports.ts).
assert.equal(crypto.exports.panalo_crypto_abi_version(), 2);

// RFC 9180 vectors, both AEADs, every encryption and export.
const vectorFile = JSON.parse(readFileSync(path.resolve(here, '../../vectors/hpke/hpke-rfc9180-x25519-base.json')));
let vectorChecks = 0;
for (const vector of vectorFile.vectors) {
  for (const who of ['E', 'R']) {
    const pair = crypto.deriveKeyPair(hex.decode(vector[`ikm${who}`]));
    assert.equal(hex.encode(pair.privateKey), vector[`sk${who}m`]);
    assert.equal(hex.encode(pair.publicKey), vector[`pk${who}m`]);
    vectorChecks += 2;
  }
  const common = {
    aeadId: vector.aead_id, recipientPublicKey: hex.decode(vector.pkRm), info: hex.decode(vector.info),
    ephemeralPrivateKey: hex.decode(vector.skEm),
  };
  for (const encryption of vector.encryptions) {
    const sealed = crypto.sealWithEphemeralKey({
      ...common, sequenceNumber: encryption.sequence_number, aad: hex.decode(encryption.aad),
      plaintext: hex.decode(encryption.pt),
    });
    assert.equal(hex.encode(sealed.enc), vector.enc);
    assert.equal(hex.encode(sealed.ciphertext), encryption.ct, `aead ${vector.aead_id} seq ${encryption.sequence_number}`);
    vectorChecks += 1;
  }
  for (const exported of vector.exports) {
    const value = crypto.exportWithEphemeralKey({
      ...common, exporterContext: hex.decode(exported.exporter_context), length: exported.L,
    });
    assert.equal(hex.encode(value), exported.exported_value);
    vectorChecks += 1;
  }
  const first = vector.encryptions[0];
  const opened = crypto.open({
    aeadId: vector.aead_id, recipientPrivateKey: hex.decode(vector.skRm), enc: hex.decode(vector.enc),
    info: hex.decode(vector.info), aad: hex.decode(first.aad), ciphertext: hex.decode(first.ct),
  });
  assert.equal(hex.encode(opened), first.pt);
  const tampered = hex.decode(first.ct);
  tampered[0] ^= 1;
  assert.equal(crypto.open({
    aeadId: vector.aead_id, recipientPrivateKey: hex.decode(vector.skRm), enc: hex.decode(vector.enc),
    info: hex.decode(vector.info), aad: hex.decode(first.aad), ciphertext: tampered,
  }), null);
  vectorChecks += 2;
}
console.log(`RFC 9180 vectors in wasm: ${vectorChecks} checks passed`);

// Randomness comes only from the caller.
const server = crypto.deriveKeyPair(random(32));
const message = {
  aeadId: 3, serverPublicKey: server.publicKey, keyId: random(8), method: 'POST', path: '/wps/session/login',
  issuedAt: Math.floor(Date.now() / 1000), requestId: random(16), sessionHash: null,
  plaintext: new TextEncoder().encode('{"account":"demo","password":"correct horse battery staple"}'),
};
const ikmA = random(32);
const ikmB = random(32);
const first = await loadPanaloCrypto(wasmPath);
const second = await loadPanaloCrypto(wasmPath);
const sealedA = first.sealEnvelope({ ...message, ikm: ikmA });
const sealedB = second.sealEnvelope({ ...message, ikm: ikmB });
const sealedAAgain = second.sealEnvelope({ ...message, ikm: ikmA });
const encOf = (envelope) => hex.encode(envelope.slice(35, 67));
assert.notEqual(encOf(sealedA), encOf(sealedB), 'different ikm must give different enc');
assert.notEqual(hex.encode(sealedA.slice(67)), hex.encode(sealedB.slice(67)));
assert.equal(hex.encode(sealedA), hex.encode(sealedAAgain), 'the same inputs give the same bytes: no hidden RNG');
console.log(`randomness: two fresh instances, same message: enc ${encOf(sealedA).slice(0, 16)}... vs ` +
  `${encOf(sealedB).slice(0, 16)}... (different); same ikm reproduces the envelope byte for byte`);
for (const instance of [first, second]) {
  assert.equal(instance.calls.random_get ?? 0, 0, 'the module must never ask the host for randomness');
}
console.log(`imports called while sealing (both instances): ${JSON.stringify(first.calls)} / ${JSON.stringify(second.calls)}`);

// Seal cost in wasm under Node.
const rounds = 300;
const started = process.hrtime.bigint();
for (let i = 0; i < rounds; i += 1) first.sealEnvelope({ ...message, ikm: random(32), requestId: random(16) });
const perSeal = Number(process.hrtime.bigint() - started) / rounds / 1000;
console.log(`seal in wasm under Node ${process.version}: ${perSeal.toFixed(1)} us per envelope ` +
  `(${message.plaintext.length}-byte body, ChaCha20Poly1305, ${rounds} rounds, incl. JS copies)`);
console.log('wasm check: all passed');
