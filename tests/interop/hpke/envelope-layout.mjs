// The v1 envelope layout written out again in JavaScript from the description in
// shared/include/panalo/crypto/envelope.hpp, so hpke-js can seal and open
// envelopes without Panalo's code: if the two disagree, interop fails.
export const HEADER_SIZE = 67;
export const LABEL = new TextEncoder().encode('panalo/envelope/v1');

export function header({ aeadId, keyId, issuedAt, requestId, enc }) {
  const bytes = new Uint8Array(HEADER_SIZE);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x01;
  view.setUint16(1, aeadId);
  bytes.set(keyId, 3);
  view.setBigUint64(11, BigInt(issuedAt));
  bytes.set(requestId, 19);
  bytes.set(enc, 35);
  return bytes;
}

export function parse(envelope) {
  const view = new DataView(envelope.buffer, envelope.byteOffset, envelope.byteLength);
  return {
    version: envelope[0],
    aeadId: view.getUint16(1),
    keyId: envelope.slice(3, 11),
    issuedAt: Number(view.getBigUint64(11)),
    requestId: envelope.slice(19, 35),
    enc: envelope.slice(35, 67),
    headerBytes: envelope.slice(0, HEADER_SIZE),
    ciphertext: envelope.slice(HEADER_SIZE),
  };
}

export function info(keyId) {
  const bytes = new Uint8Array(LABEL.length + keyId.length);
  bytes.set(LABEL, 0);
  bytes.set(keyId, LABEL.length);
  return bytes;
}

export function aad(headerBytes, { method, path, sessionHash }) {
  const encoder = new TextEncoder();
  const methodBytes = encoder.encode(method);
  const pathBytes = encoder.encode(path);
  const parts = [headerBytes, u16(methodBytes.length), methodBytes, u16(pathBytes.length), pathBytes,
    sessionHash ? Uint8Array.of(1) : Uint8Array.of(0)];
  if (sessionHash) parts.push(sessionHash);
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function u16(value) {
  return Uint8Array.of(value >> 8, value & 0xff);
}

export function concat(a, b) {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
