// Typed face of the sealing exports of panalo_crypto.wasm. The envelope itself
// (HPKE, info and AAD binding, layout) is built by shared/ C++ inside the
// module, the same code the server opens with; this file only checks sizes and
// moves bytes. The module has no entropy source: the caller supplies the
// ephemeral ikm and the request id from crypto.getRandomValues.
import { withWasiMemory } from '../wasm/wasi-shim';
import { checked, CryptoError, REFUSED } from './crypto-error';
import { CRYPTO_ABI_VERSION, type CryptoExports } from './crypto-exports';
import {
  EPHEMERAL_IKM_BYTES,
  KEY_ID_BYTES,
  PUBLIC_KEY_BYTES,
  REQUEST_ID_BYTES,
  SESSION_HASH_BYTES,
  type AeadId,
} from './envelope-format';
import { readBytes, withWasmBuffers } from './wasm-buffers';

export type EnvelopeSealInput = {
  aeadId: AeadId;
  serverPublicKey: Uint8Array;
  keyId: Uint8Array;
  /** As sent on the request line, e.g. "POST". */
  method: string;
  /** Request path without query string, e.g. "/wps/session/login". */
  path: string;
  /** Whole unix seconds. */
  issuedAtSeconds: number;
  requestId: Uint8Array;
  /** SHA-256 of the session token when the request carries one, else null. */
  sessionHash: Uint8Array | null;
  plaintext: Uint8Array;
  /** Fresh random bytes for this envelope only; the ephemeral key is derived from them. */
  ephemeralIkm: Uint8Array;
};

export type CryptoApi = {
  /** The envelope bytes (shared/include/panalo/crypto/envelope.hpp). */
  sealEnvelope: (input: EnvelopeSealInput) => Uint8Array;
  /** Base64url without padding, the envelope's JSON text form, by the server's own encoder. */
  toBase64Url: (bytes: Uint8Array) => string;
  /** The 32-byte session binding both sides compute. */
  sessionTokenHash: (token: string) => Uint8Array;
  /** Bytes of hex text (either case), or null: the server's strict decoder, not a JS copy. */
  fromHex: (text: string) => Uint8Array | null;
  /** Lower-case hex, as the server writes key ids. */
  toHex: (bytes: Uint8Array) => string;
  /** Bytes of unpadded base64url, or null for anything the server would refuse (padding, whitespace, stray bits). */
  fromBase64Url: (text: string) => Uint8Array | null;
};

function requireLength(name: string, bytes: Uint8Array | null, length: number): void {
  // The module reads these fields at fixed sizes from the pointer it is given:
  // a short array would have it read neighbouring heap bytes instead.
  if (bytes !== null && bytes.length !== length) {
    throw new RangeError(`${name} must be ${length} bytes, got ${bytes.length}`);
  }
}

const utf8 = new TextEncoder();

export function createCryptoApi(exports: CryptoExports): CryptoApi {
  // Every call runs with this module's memory bound in the shared WASI shim
  // (OpenSSL may read the clock or the empty environment during a call).
  const inModule = <T>(call: () => T): T => withWasiMemory(exports.memory, call);

  const abiVersion = inModule(() => exports.panalo_crypto_abi_version());
  if (abiVersion !== CRYPTO_ABI_VERSION) throw new CryptoError('panalo_crypto_abi_version', abiVersion);

  const sealEnvelope = (input: EnvelopeSealInput): Uint8Array => {
    requireLength('serverPublicKey', input.serverPublicKey, PUBLIC_KEY_BYTES);
    requireLength('keyId', input.keyId, KEY_ID_BYTES);
    requireLength('requestId', input.requestId, REQUEST_ID_BYTES);
    requireLength('sessionHash', input.sessionHash, SESSION_HASH_BYTES);
    requireLength('ephemeralIkm', input.ephemeralIkm, EPHEMERAL_IKM_BYTES);
    const method = utf8.encode(input.method);
    const path = utf8.encode(input.path);
    return inModule(() => {
      const size = exports.panalo_envelope_sealed_size(input.plaintext.length);
      if (size === 0) throw new CryptoError('panalo_envelope_sealed_size', -1);
      const inputs = [
        input.serverPublicKey,
        input.keyId,
        method,
        path,
        input.requestId,
        input.sessionHash,
        input.plaintext,
        input.ephemeralIkm,
      ];
      return withWasmBuffers(exports, inputs, [size], ([pk, keyId, m, p, requestId, session, pt, ikm], [out]) => {
        const length = checked(
          'panalo_envelope_seal',
          exports.panalo_envelope_seal(
            input.aeadId,
            pk!,
            keyId!,
            m!,
            method.length,
            p!,
            path.length,
            input.issuedAtSeconds,
            requestId!,
            session!,
            pt!,
            input.plaintext.length,
            ikm!,
            out!,
            size,
          ),
        );
        return readBytes(exports, out!, length);
      });
    });
  };

  const toBase64Url = (bytes: Uint8Array): string =>
    inModule(() => {
      const capacity = Math.ceil((bytes.length * 4) / 3);
      return withWasmBuffers(exports, [bytes], [capacity], ([data], [out]) => {
        const length = checked(
          'panalo_base64url_encode',
          exports.panalo_base64url_encode(data!, bytes.length, out!, capacity),
        );
        // Base64url is ASCII: one byte per character.
        return String.fromCharCode(...readBytes(exports, out!, length));
      });
    });

  const sessionTokenHash = (token: string): Uint8Array =>
    inModule(() => {
      const tokenBytes = utf8.encode(token);
      return withWasmBuffers(exports, [tokenBytes], [SESSION_HASH_BYTES], ([data], [out]) => {
        checked('panalo_session_token_hash', exports.panalo_session_token_hash(data!, tokenBytes.length, out!));
        return readBytes(exports, out!, SESSION_HASH_BYTES);
      });
    });

  // Text that is not ASCII can never decode (both alphabets are ASCII), and
  // TextEncoder would turn a lone surrogate into U+FFFD bytes: refuse it here so
  // the decoder only ever sees the string's own characters.
  const asciiBytes = (text: string): Uint8Array | null => (/^\p{ASCII}*$/u.test(text) ? utf8.encode(text) : null);

  const decodeText =
    (operation: 'panalo_hex_decode' | 'panalo_base64url_decode', maxBytes: (length: number) => number) =>
    (text: string): Uint8Array | null => {
      const bytes = asciiBytes(text);
      if (bytes === null) return null;
      const capacity = maxBytes(bytes.length);
      return inModule(() =>
        withWasmBuffers(exports, [bytes], [capacity], ([data], [out]) => {
          const length = exports[operation](data!, bytes.length, out!, capacity);
          if (length === REFUSED) return null;
          return readBytes(exports, out!, checked(operation, length));
        }),
      );
    };
  const fromHex = decodeText('panalo_hex_decode', (length) => Math.floor(length / 2));
  const fromBase64Url = decodeText('panalo_base64url_decode', (length) => Math.floor((length * 3) / 4));

  const toHex = (bytes: Uint8Array): string =>
    inModule(() => {
      const capacity = bytes.length * 2;
      return withWasmBuffers(exports, [bytes], [capacity], ([data], [out]) => {
        const length = checked('panalo_hex_encode', exports.panalo_hex_encode(data!, bytes.length, out!, capacity));
        return String.fromCharCode(...readBytes(exports, out!, length));
      });
    });

  return { sealEnvelope, toBase64Url, sessionTokenHash, fromHex, toHex, fromBase64Url };
}
