// Panalo envelope version 1 as JavaScript sees it; the definition, byte by byte,
// is shared/include/panalo/crypto/envelope.hpp. The module builds the bytes;
// these constants let the wrappers check sizes before handing pointers to wasm
// (it reads fixed-size fields blindly) and let tests read the clear header.

export const ENVELOPE_VERSION = 1;
export const APPLICATION_LABEL = 'panalo/envelope/v1';

export const AEAD_AES_128_GCM = 1;
export const AEAD_CHACHA20_POLY1305 = 3;
export type AeadId = typeof AEAD_AES_128_GCM | typeof AEAD_CHACHA20_POLY1305;

export const KEY_ID_BYTES = 8;
export const REQUEST_ID_BYTES = 16;
export const PUBLIC_KEY_BYTES = 32;
export const PRIVATE_KEY_BYTES = 32;
export const ENC_BYTES = 32;
export const EPHEMERAL_IKM_BYTES = 32;
export const SESSION_HASH_BYTES = 32;
export const TAG_BYTES = 16;

// Offsets of the clear header: version, aead id, key id, issued-at, request id, enc.
export const HEADER_OFFSETS = { version: 0, aeadId: 1, keyId: 3, issuedAt: 11, requestId: 19, enc: 35 } as const;
export const HEADER_BYTES = 67;

export type EnvelopeHeader = {
  version: number;
  aeadId: number;
  keyId: Uint8Array;
  issuedAt: number;
  requestId: Uint8Array;
  enc: Uint8Array;
  ciphertext: Uint8Array;
};

/** Reads the clear header (no cryptography); null when the bytes are too short to be an envelope. */
export function readEnvelopeHeader(envelope: Uint8Array): EnvelopeHeader | null {
  if (envelope.length < HEADER_BYTES + TAG_BYTES) return null;
  const view = new DataView(envelope.buffer, envelope.byteOffset, envelope.byteLength);
  const at = HEADER_OFFSETS;
  return {
    version: view.getUint8(at.version),
    aeadId: view.getUint16(at.aeadId),
    keyId: envelope.slice(at.keyId, at.keyId + KEY_ID_BYTES),
    issuedAt: Number(view.getBigUint64(at.issuedAt)),
    requestId: envelope.slice(at.requestId, at.requestId + REQUEST_ID_BYTES),
    enc: envelope.slice(at.enc, at.enc + ENC_BYTES),
    ciphertext: envelope.slice(HEADER_BYTES),
  };
}
