// The standalone HPKE module built from wasm/crypto_exports.cpp (OpenSSL's
// libcrypto inside), imported as ESM through vite-plugin-wasm (alias in
// vite.config.ts). Only lib/crypto/load-crypto.ts imports it, dynamically.
declare module '@panalo/crypto-wasm' {
  export const memory: WebAssembly.Memory;
  export function _initialize(): void;
  export function malloc(size: number): number;
  export function free(ptr: number): void;
  export function panalo_crypto_abi_version(): number;
  export function panalo_envelope_sealed_size(plaintextLength: number): number;
  export function panalo_envelope_seal(
    aeadId: number,
    serverPublicKeyPtr: number,
    keyIdPtr: number,
    methodPtr: number,
    methodLength: number,
    pathPtr: number,
    pathLength: number,
    issuedAtSeconds: number,
    requestIdPtr: number,
    sessionHashPtr: number,
    plaintextPtr: number,
    plaintextLength: number,
    ephemeralIkmPtr: number,
    outPtr: number,
    outCapacity: number,
  ): number;
  export function panalo_base64url_encode(dataPtr: number, length: number, outPtr: number, outCapacity: number): number;
  export function panalo_base64url_decode(textPtr: number, length: number, outPtr: number, outCapacity: number): number;
  export function panalo_hex_decode(textPtr: number, length: number, outPtr: number, outCapacity: number): number;
  export function panalo_hex_encode(dataPtr: number, length: number, outPtr: number, outCapacity: number): number;
  export function panalo_session_token_hash(tokenPtr: number, tokenLength: number, outPtr: number): number;
  export function panalo_hpke_derive_key_pair(
    ikmPtr: number,
    ikmLength: number,
    outPrivateKeyPtr: number,
    outPublicKeyPtr: number,
  ): number;
  export function panalo_hpke_seal_with_ephemeral_key(
    aeadId: number,
    recipientPublicKeyPtr: number,
    infoPtr: number,
    infoLength: number,
    ephemeralPrivateKeyPtr: number,
    sequenceNumber: number,
    aadPtr: number,
    aadLength: number,
    plaintextPtr: number,
    plaintextLength: number,
    outEncPtr: number,
    outPtr: number,
    outCapacity: number,
  ): number;
  export function panalo_hpke_export_with_ephemeral_key(
    aeadId: number,
    recipientPublicKeyPtr: number,
    infoPtr: number,
    infoLength: number,
    ephemeralPrivateKeyPtr: number,
    exporterContextPtr: number,
    exporterContextLength: number,
    length: number,
    outPtr: number,
  ): number;
  export function panalo_hpke_open(
    aeadId: number,
    recipientPrivateKeyPtr: number,
    encPtr: number,
    infoPtr: number,
    infoLength: number,
    aadPtr: number,
    aadLength: number,
    ciphertextPtr: number,
    ciphertextLength: number,
    outPtr: number,
    outCapacity: number,
  ): number;
}
