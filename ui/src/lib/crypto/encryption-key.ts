// The server's public key that sensitive bodies are sealed to, from
// GET /wps/system/encryption-key. Kept in memory only (never in storage: a
// planted key there would redirect every later login to someone else's key).
import { toApiResult } from '../api/api-result';
import { apiClient } from '../api/client';
import type { components } from '../api/schema';
import type { CryptoApi } from './crypto-api';
import { loadCrypto } from './load-crypto';
import {
  AEAD_AES_128_GCM,
  AEAD_CHACHA20_POLY1305,
  KEY_ID_BYTES,
  PUBLIC_KEY_BYTES,
  type AeadId,
} from './envelope-format';

type EncryptionKeyAnswer = components['schemas']['EncryptionKey'];

export const ENCRYPTION_KEY_PATH = '/wps/system/encryption-key';

export type SealingKey = {
  /** As the server names it (16 hex digits). */
  keyIdHex: string;
  keyId: Uint8Array;
  publicKey: Uint8Array;
  aeadId: AeadId;
};

export class SealingKeyUnavailableError extends Error {
  constructor(reason: string) {
    super(`No usable encryption key: ${reason}`);
    this.name = 'SealingKeyUnavailableError';
  }
}

// The server keeps accepting a rotated key for its grace period (a day by
// default), and an unknown-key answer refetches at once; an hour bounds how long
// a tab seals to a key the server has since replaced.
const KEY_MAX_AGE_MS = 60 * 60 * 1000;

/** The shared strict decoders (panalo_crypto.wasm) the key's text fields go through. */
export type KeyTextCodec = Pick<CryptoApi, 'fromHex' | 'toHex' | 'fromBase64Url'>;

/**
 * Checks the answer against the one suite this client speaks; null when it does
 * not match. Decoding is strict on purpose and is the server's own: a key that
 * does not decode to exactly the expected bytes is refused, never "fixed up".
 */
export function parseSealingKey(answer: EncryptionKeyAnswer, codec: KeyTextCodec): SealingKey | null {
  if (answer.kem !== 'DHKEM(X25519, HKDF-SHA256)' || answer.kdf !== 'HKDF-SHA256') return null;
  // ChaCha20Poly1305 first: wasm has no AES instructions, and ChaCha20 in
  // software runs in constant time where table-based AES may not.
  const aeadId = answer.aeads.includes('ChaCha20Poly1305')
    ? AEAD_CHACHA20_POLY1305
    : answer.aeads.includes('AES-128-GCM')
      ? AEAD_AES_128_GCM
      : null;
  const keyId = codec.fromHex(answer.keyId);
  const publicKey = codec.fromBase64Url(answer.publicKey);
  if (aeadId === null || keyId?.length !== KEY_ID_BYTES || publicKey?.length !== PUBLIC_KEY_BYTES) return null;
  return { keyIdHex: codec.toHex(keyId), keyId, publicKey, aeadId };
}

let cached: { key: Promise<SealingKey>; fetchedAt: number } | null = null;

async function fetchSealingKey(): Promise<SealingKey> {
  // The key is only ever used to seal, which needs the module anyway: load both at once.
  const [result, codec] = await Promise.all([toApiResult(apiClient.GET(ENCRYPTION_KEY_PATH)), loadCrypto()]);
  if (!result.ok) throw new SealingKeyUnavailableError(result.error.code);
  const key = parseSealingKey(result.value, codec);
  if (!key) throw new SealingKeyUnavailableError('the server offers a suite this client does not speak');
  return key;
}

/** The current key, fetched once and shared by concurrent callers; failures are not cached. */
export function getSealingKey(now = Date.now()): Promise<SealingKey> {
  if (cached && now - cached.fetchedAt < KEY_MAX_AGE_MS) return cached.key;
  const entry = { key: fetchSealingKey(), fetchedAt: now };
  cached = entry;
  entry.key.catch(() => {
    if (cached === entry) cached = null;
  });
  return entry.key;
}

/**
 * Drops the cached key after the server answered envelope_unknown_key for it.
 * Only that key: a concurrent request may already have fetched its successor.
 */
export async function forgetSealingKey(keyIdHex: string): Promise<void> {
  const entry = cached;
  if (!entry) return;
  const key = await entry.key.catch(() => null);
  if (cached === entry && (key === null || key.keyIdHex === keyIdHex)) cached = null;
}
