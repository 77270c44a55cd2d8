// Turns a request body into {"sealed": "<base64url envelope>"}. The body object
// is serialised and sealed inside this function; the returned object holds
// only ciphertext, so a password given here never reaches a request body.
import type { HttpMethod } from '../api/client';
import type { CryptoApi } from './crypto-api';
import { getSealingKey, type SealingKey } from './encryption-key';
import { EPHEMERAL_IKM_BYTES, REQUEST_ID_BYTES } from './envelope-format';
import { loadCrypto } from './load-crypto';

export type SealedBody = { sealed: string };

export type Sealer = {
  /** The key id this sealer seals to, to forget it when the server no longer knows it. */
  keyIdHex: string;
  /**
   * Synchronous, so a caller can read the session token, seal, and hand the
   * body to fetch without an await in between (the token bound is the token sent).
   */
  seal: (method: HttpMethod, path: string, body: object, sessionToken?: string | null) => SealedBody;
};

export type SealerEnvironment = {
  /** Milliseconds since the epoch. */
  now: () => number;
  fillRandom: (bytes: Uint8Array) => void;
};

const browserEnvironment: SealerEnvironment = {
  now: () => Date.now(),
  // The module has no entropy source of its own (OpenSSL in wasm has none): the
  // ephemeral key and the request id come from the platform's CSPRNG.
  fillRandom: (bytes) => crypto.getRandomValues(bytes),
};

export function createSealer(api: CryptoApi, key: SealingKey, environment = browserEnvironment): Sealer {
  const seal = (method: HttpMethod, path: string, body: object, sessionToken?: string | null): SealedBody => {
    // The server binds the path without its query string; a query here would
    // make an envelope it can never open.
    if (!path.startsWith('/') || path.includes('?') || path.includes('#')) {
      throw new RangeError(`sealed requests take a bare path, got ${path}`);
    }
    const plaintext = new TextEncoder().encode(JSON.stringify(body));
    const ephemeralIkm = new Uint8Array(EPHEMERAL_IKM_BYTES);
    const requestId = new Uint8Array(REQUEST_ID_BYTES);
    environment.fillRandom(ephemeralIkm);
    environment.fillRandom(requestId);
    try {
      const envelope = api.sealEnvelope({
        aeadId: key.aeadId,
        serverPublicKey: key.publicKey,
        keyId: key.keyId,
        method,
        path,
        issuedAtSeconds: Math.floor(environment.now() / 1000),
        requestId,
        sessionHash: sessionToken ? api.sessionTokenHash(sessionToken) : null,
        plaintext,
        ephemeralIkm,
      });
      return { sealed: api.toBase64Url(envelope) };
    } finally {
      // The serialised body holds the password and the ikm decides the
      // ephemeral key; neither should outlive this call in the heap. (The
      // JavaScript strings they came from cannot be wiped.)
      plaintext.fill(0);
      ephemeralIkm.fill(0);
    }
  };
  return { keyIdHex: key.keyIdHex, seal };
}

/** Loads the module and the server's key (both cached after the first call). */
export async function loadSealer(): Promise<Sealer> {
  const [api, key] = await Promise.all([loadCrypto(), getSealingKey()]);
  return createSealer(api, key);
}

/** The JSON body for a sensitive request: {"sealed": "..."} bound to method, path, time and session. */
export async function sealedJson(
  method: HttpMethod,
  path: string,
  body: object,
  sessionToken?: string | null,
): Promise<SealedBody> {
  return (await loadSealer()).seal(method, path, body, sessionToken);
}
