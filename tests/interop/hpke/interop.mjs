// Interop of Panalo's envelope with hpke-js (@hpke/core, @hpke/dhkem-x25519,
// @hpke/chacha20poly1305; X25519 and ChaCha20-Poly1305 in pure JS), both ways:
//   1. our wasm seals N envelopes, hpke-js opens each (layout rebuilt in
//      envelope-layout.mjs from the header's documentation, not from our code);
//   2. hpke-js seals N envelopes, written to tests/vectors/hpke/interop-hpke-js.json,
//      which tests/unit/hpke_interop_test.cpp opens with the NATIVE build. A
//      sample of wasm-sealed envelopes goes in the same file for native opening.
//   node tests/interop/hpke/interop.mjs [count]    (default 1000 each way)
import { writeFileSync } from 'node:fs';
import { webcrypto } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import assert from 'node:assert/strict';

import { Aes128Gcm, CipherSuite, HkdfSha256 } from '@hpke/core';
import { Chacha20Poly1305 } from '@hpke/chacha20poly1305';
import { DhkemX25519HkdfSha256 } from '@hpke/dhkem-x25519';

import * as layout from './envelope-layout.mjs';
import { hex, loadPanaloCrypto } from './panalo-crypto-wasm.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// CI writes elsewhere: the committed file is regenerated only on purpose.
const outputPath = process.env.PANALO_INTEROP_OUT ?? path.resolve(here, '../../vectors/hpke/interop-hpke-js.json');
const count = Number(process.argv[2] ?? 1000);
const wasmSampleForNative = Math.min(count, 200);

const random = (size) => webcrypto.getRandomValues(new Uint8Array(size));
const randomInt = (limit) => random(4).reduce((acc, byte) => acc * 256 + byte, 0) % limit;
const b64url = (bytes) => Buffer.from(bytes).toString('base64url');

const suites = {
  1: new CipherSuite({ kem: new DhkemX25519HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes128Gcm() }),
  3: new CipherSuite({ kem: new DhkemX25519HkdfSha256(), kdf: new HkdfSha256(), aead: new Chacha20Poly1305() }),
};
const paths = ['/wps/session/login', '/wps/member/register', '/wps/member/register/mobile', '/wps/member/password',
  '/wps/member/password/verification', '/wps/points/redeem', '/wps/points/convert'];

const wasm = await loadPanaloCrypto();

// One server key pair; both libraries must derive the same public key from its ikm.
const serverIkm = random(32);
const server = wasm.deriveKeyPair(serverIkm);
const jsServerPair = await suites[3].kem.deriveKeyPair(serverIkm);
assert.equal(hex.encode(new Uint8Array(await suites[3].kem.serializePublicKey(jsServerPair.publicKey))),
  hex.encode(server.publicKey), 'DeriveKeyPair disagrees between wasm and hpke-js');
const keyId = random(8);
const jsPrivateKey = await suites[3].kem.importKey('raw', server.privateKey.buffer, false);
const jsPublicKey = await suites[3].kem.importKey('raw', server.publicKey.buffer, true);

function randomRequest() {
  return {
    aeadId: random(1)[0] % 2 === 0 ? 1 : 3,
    method: random(1)[0] % 2 === 0 ? 'POST' : 'PUT',
    path: paths[randomInt(paths.length)],
    sessionHash: random(1)[0] % 2 === 0 ? random(32) : null,
    issuedAt: 1_760_000_000 + randomInt(100_000_000),
    requestId: random(16),
    plaintext: random(randomInt(129)),
  };
}

function describe(request, envelope) {
  return {
    aead_id: request.aeadId, method: request.method, path: request.path,
    session_hash: request.sessionHash ? hex.encode(request.sessionHash) : null,
    issued_at: request.issuedAt, request_id: hex.encode(request.requestId),
    plaintext: b64url(request.plaintext), envelope: b64url(envelope),
  };
}

// 1. wasm seals, hpke-js opens.
const wasmSealed = [];
for (let i = 0; i < count; i += 1) {
  const request = randomRequest();
  const envelope = wasm.sealEnvelope({ ...request, serverPublicKey: server.publicKey, keyId, ikm: random(32) });
  const parsed = layout.parse(envelope);
  assert.equal(parsed.version, 1);
  assert.equal(parsed.aeadId, request.aeadId);
  assert.equal(hex.encode(parsed.keyId), hex.encode(keyId));
  assert.equal(parsed.issuedAt, request.issuedAt);
  const recipient = await suites[parsed.aeadId].createRecipientContext({
    recipientKey: jsPrivateKey, enc: parsed.enc, info: layout.info(parsed.keyId),
  });
  const plaintext = new Uint8Array(await recipient.open(parsed.ciphertext, layout.aad(parsed.headerBytes, request)));
  assert.equal(hex.encode(plaintext), hex.encode(request.plaintext), `wasm -> hpke-js case ${i}`);
  if (wasmSealed.length < wasmSampleForNative) wasmSealed.push(describe(request, envelope));
}
console.log(`wasm seal -> hpke-js open: ${count}/${count} opened with identical plaintext`);

// 2. hpke-js seals (for the native open in hpke_interop_test.cpp).
const hpkeJsSealed = [];
for (let i = 0; i < count; i += 1) {
  const request = randomRequest();
  const sender = await suites[request.aeadId].createSenderContext({
    recipientPublicKey: jsPublicKey, info: layout.info(keyId),
  });
  const headerBytes = layout.header({ ...request, keyId, enc: new Uint8Array(sender.enc) });
  const ciphertext = new Uint8Array(await sender.seal(request.plaintext, layout.aad(headerBytes, request)));
  hpkeJsSealed.push(describe(request, layout.concat(headerBytes, ciphertext)));
}

// One case per line: reviewable diffs, and about half the size of indented JSON.
const lines = (cases) => cases.map((entry) => `  ${JSON.stringify(entry)}`).join(',\n');
writeFileSync(outputPath, `{
 "generator": ${JSON.stringify('tests/interop/hpke/interop.mjs with @hpke/core 1.9.0, @hpke/dhkem-x25519 1.8.0, ' +
   '@hpke/chacha20poly1305 1.8.0; test-only server key')},
 "recipient": ${JSON.stringify({ key_id: hex.encode(keyId), private_key: hex.encode(server.privateKey),
   public_key: hex.encode(server.publicKey) })},
 "hpke_js_sealed": [
${lines(hpkeJsSealed)}
 ],
 "wasm_sealed": [
${lines(wasmSealed)}
 ]
}
`);
console.log(`hpke-js seal: ${count} envelopes written to ${path.relative(process.cwd(), outputPath)} ` +
  `(+${wasmSealed.length} wasm-sealed) for the native open`);
