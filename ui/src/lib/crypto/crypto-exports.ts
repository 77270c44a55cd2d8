// The raw exports of panalo_crypto.wasm as the wrappers use them: the ESM
// namespace in the browser, or a Node test's instance.exports. Every pointer is
// a byte offset into `memory`; every function answers a length or a negative
// code (see crypto-error.ts), never throws.
import type * as CryptoWasm from '@panalo/crypto-wasm';

export type CryptoExports = Pick<
  typeof CryptoWasm,
  | 'memory'
  | 'malloc'
  | 'free'
  | 'panalo_crypto_abi_version'
  | 'panalo_envelope_sealed_size'
  | 'panalo_envelope_seal'
  | 'panalo_base64url_encode'
  | 'panalo_base64url_decode'
  | 'panalo_hex_decode'
  | 'panalo_hex_encode'
  | 'panalo_session_token_hash'
  | 'panalo_hpke_derive_key_pair'
  | 'panalo_hpke_seal_with_ephemeral_key'
  | 'panalo_hpke_export_with_ephemeral_key'
  | 'panalo_hpke_open'
>;

/** What the JavaScript wrappers were written against (wasm/crypto_exports.cpp kAbiVersion). */
export const CRYPTO_ABI_VERSION = 2;
