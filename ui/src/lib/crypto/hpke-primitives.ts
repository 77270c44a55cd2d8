// The module's plain HPKE exports (RFC 9180 base mode) behind typed calls. The
// page never needs them to seal; they exist so tests can run the RFC vectors
// through the very module the browser loads, and open what it sealed with a
// key pair of their own.
import { withWasiMemory } from '../wasm/wasi-shim';
import { checked, OPEN_FAILED } from './crypto-error';
import type { CryptoExports } from './crypto-exports';
import { ENC_BYTES, PRIVATE_KEY_BYTES, PUBLIC_KEY_BYTES, TAG_BYTES } from './envelope-format';
import { readBytes, withWasmBuffers } from './wasm-buffers';

export type KeyPair = { privateKey: Uint8Array; publicKey: Uint8Array };

export type SenderInput = {
  aeadId: number;
  recipientPublicKey: Uint8Array;
  info: Uint8Array;
  ephemeralPrivateKey: Uint8Array;
};

export type HpkePrimitives = {
  deriveKeyPair: (ikm: Uint8Array) => KeyPair;
  sealWithEphemeralKey: (input: SenderInput & { sequenceNumber: number; aad: Uint8Array; plaintext: Uint8Array }) => {
    enc: Uint8Array;
    ciphertext: Uint8Array;
  };
  exportWithEphemeralKey: (input: SenderInput & { exporterContext: Uint8Array; length: number }) => Uint8Array;
  /** Single-shot open (sequence number 0); null when authentication fails. */
  open: (input: {
    aeadId: number;
    recipientPrivateKey: Uint8Array;
    enc: Uint8Array;
    info: Uint8Array;
    aad: Uint8Array;
    ciphertext: Uint8Array;
  }) => Uint8Array | null;
};

export function createHpkePrimitives(exports: CryptoExports): HpkePrimitives {
  const inModule = <T>(call: () => T): T => withWasiMemory(exports.memory, call);

  return {
    deriveKeyPair: (ikm) =>
      inModule(() =>
        withWasmBuffers(exports, [ikm], [PRIVATE_KEY_BYTES, PUBLIC_KEY_BYTES], ([input], [sk, pk]) => {
          checked('panalo_hpke_derive_key_pair', exports.panalo_hpke_derive_key_pair(input!, ikm.length, sk!, pk!));
          return {
            privateKey: readBytes(exports, sk!, PRIVATE_KEY_BYTES),
            publicKey: readBytes(exports, pk!, PUBLIC_KEY_BYTES),
          };
        }),
      ),

    sealWithEphemeralKey: (input) =>
      inModule(() => {
        const size = input.plaintext.length + TAG_BYTES;
        const inputs = [input.recipientPublicKey, input.info, input.ephemeralPrivateKey, input.aad, input.plaintext];
        return withWasmBuffers(exports, inputs, [ENC_BYTES, size], ([pk, info, sk, aad, pt], [enc, out]) => {
          const length = checked(
            'panalo_hpke_seal_with_ephemeral_key',
            exports.panalo_hpke_seal_with_ephemeral_key(
              input.aeadId,
              pk!,
              info!,
              input.info.length,
              sk!,
              input.sequenceNumber,
              aad!,
              input.aad.length,
              pt!,
              input.plaintext.length,
              enc!,
              out!,
              size,
            ),
          );
          return { enc: readBytes(exports, enc!, ENC_BYTES), ciphertext: readBytes(exports, out!, length) };
        });
      }),

    exportWithEphemeralKey: (input) =>
      inModule(() => {
        const inputs = [input.recipientPublicKey, input.info, input.ephemeralPrivateKey, input.exporterContext];
        return withWasmBuffers(exports, inputs, [input.length], ([pk, info, sk, context], [out]) => {
          checked(
            'panalo_hpke_export_with_ephemeral_key',
            exports.panalo_hpke_export_with_ephemeral_key(
              input.aeadId,
              pk!,
              info!,
              input.info.length,
              sk!,
              context!,
              input.exporterContext.length,
              input.length,
              out!,
            ),
          );
          return readBytes(exports, out!, input.length);
        });
      }),

    open: (input) =>
      inModule(() => {
        const size = Math.max(input.ciphertext.length - TAG_BYTES, 0);
        const inputs = [input.recipientPrivateKey, input.enc, input.info, input.aad, input.ciphertext];
        return withWasmBuffers(exports, inputs, [size], ([sk, enc, info, aad, ct], [out]) => {
          const length = exports.panalo_hpke_open(
            input.aeadId,
            sk!,
            enc!,
            info!,
            input.info.length,
            aad!,
            input.aad.length,
            ct!,
            input.ciphertext.length,
            out!,
            size,
          );
          if (length === OPEN_FAILED) return null;
          return readBytes(exports, out!, checked('panalo_hpke_open', length));
        });
      }),
  };
}
