// Opens a Panalo envelope in a test, rebuilding `info` and the AAD here from
// the byte-by-byte definition in shared/include/panalo/crypto/envelope.hpp
// rather than asking the module: a sealer that bound the wrong bytes fails.
import { createHash } from 'node:crypto';
import {
  APPLICATION_LABEL,
  HEADER_BYTES,
  readEnvelopeHeader,
  type EnvelopeHeader,
} from '../lib/crypto/envelope-format';
import type { HpkePrimitives } from '../lib/crypto/hpke-primitives';

function u16Prefixed(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

export function envelopeInfo(keyId: Uint8Array): Uint8Array {
  return Buffer.concat([Buffer.from(APPLICATION_LABEL, 'ascii'), keyId]);
}

export function envelopeAad(envelope: Uint8Array, method: string, path: string, sessionToken?: string): Uint8Array {
  const session = sessionToken
    ? Buffer.concat([Buffer.from([1]), createHash('sha256').update(sessionToken, 'utf8').digest()])
    : Buffer.from([0]);
  return Buffer.concat([envelope.subarray(0, HEADER_BYTES), u16Prefixed(method), u16Prefixed(path), session]);
}

export type OpenedForTest = { header: EnvelopeHeader; plaintext: string | null };

export function openEnvelopeForTest(
  hpke: HpkePrimitives,
  recipientPrivateKey: Uint8Array,
  sealedText: string,
  binding: { method: string; path: string; sessionToken?: string },
): OpenedForTest {
  const envelope = Uint8Array.from(Buffer.from(sealedText, 'base64url'));
  const header = readEnvelopeHeader(envelope);
  if (!header) throw new Error('too short to be an envelope');
  const plaintext = hpke.open({
    aeadId: header.aeadId,
    recipientPrivateKey,
    enc: header.enc,
    info: envelopeInfo(header.keyId),
    aad: envelopeAad(envelope, binding.method, binding.path, binding.sessionToken),
    ciphertext: header.ciphertext,
  });
  return { header, plaintext: plaintext === null ? null : Buffer.from(plaintext).toString('utf8') };
}
