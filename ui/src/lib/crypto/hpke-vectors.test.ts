import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { instantiateCryptoExports } from '../../test/instantiate-crypto';
import { createHpkePrimitives, type HpkePrimitives } from './hpke-primitives';

// RFC 9180 A.1.1 (AES-128-GCM) and A.2.1 (ChaCha20Poly1305), base mode, run
// through the module the browser loads. The file is read unconditionally: if it
// is missing the suite fails, it does not skip.
const vectorPath = path.resolve(import.meta.dirname, '../../../../tests/vectors/hpke/hpke-rfc9180-x25519-base.json');

type Vector = {
  mode: number;
  kem_id: number;
  kdf_id: number;
  aead_id: number;
  info: string;
  ikmE: string;
  pkEm: string;
  skEm: string;
  ikmR: string;
  pkRm: string;
  skRm: string;
  enc: string;
  encryptions: Array<{ sequence_number: number; pt: string; aad: string; ct: string }>;
  exports: Array<{ exporter_context: string; L: number; exported_value: string }>;
};

const vectors = (JSON.parse(fs.readFileSync(vectorPath, 'utf8')) as { vectors: Vector[] }).vectors;
const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'));
const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('panalo_crypto wasm: RFC 9180 vectors', () => {
  let hpke: HpkePrimitives;

  beforeAll(async () => {
    hpke = createHpkePrimitives(await instantiateCryptoExports());
  });

  it('has base-mode X25519/HKDF-SHA256 vectors for both AEADs', () => {
    const suites = vectors.filter((v) => v.mode === 0 && v.kem_id === 0x20 && v.kdf_id === 1);
    expect(new Set(suites.map((v) => v.aead_id))).toEqual(new Set([1, 3]));
    for (const v of suites) {
      expect(v.encryptions.length).toBeGreaterThan(0);
      expect(v.exports.length).toBeGreaterThan(0);
    }
  });

  describe.each(vectors.map((v) => [v.aead_id === 1 ? 'AES-128-GCM' : 'ChaCha20Poly1305', v] as const))(
    '%s',
    (_name, v) => {
      it('DeriveKeyPair gives the ephemeral and recipient keys', () => {
        const ephemeral = hpke.deriveKeyPair(hex(v.ikmE));
        const recipient = hpke.deriveKeyPair(hex(v.ikmR));
        expect(toHex(ephemeral.privateKey)).toBe(v.skEm);
        expect(toHex(ephemeral.publicKey)).toBe(v.pkEm);
        expect(toHex(recipient.privateKey)).toBe(v.skRm);
        expect(toHex(recipient.publicKey)).toBe(v.pkRm);
      });

      it('seals every listed sequence number to the expected enc and ciphertext', () => {
        for (const e of v.encryptions) {
          const sealed = hpke.sealWithEphemeralKey({
            aeadId: v.aead_id,
            recipientPublicKey: hex(v.pkRm),
            info: hex(v.info),
            ephemeralPrivateKey: hex(v.skEm),
            sequenceNumber: e.sequence_number,
            aad: hex(e.aad),
            plaintext: hex(e.pt),
          });
          expect(toHex(sealed.enc), `enc at ${e.sequence_number}`).toBe(v.enc);
          expect(toHex(sealed.ciphertext), `ct at ${e.sequence_number}`).toBe(e.ct);
        }
      });

      it('opens the first ciphertext with the recipient key and refuses a flipped bit', () => {
        const first = v.encryptions.find((e) => e.sequence_number === 0)!;
        const input = {
          aeadId: v.aead_id,
          recipientPrivateKey: hex(v.skRm),
          enc: hex(v.enc),
          info: hex(v.info),
          aad: hex(first.aad),
        };
        expect(toHex(hpke.open({ ...input, ciphertext: hex(first.ct) })!)).toBe(first.pt);
        const tampered = hex(first.ct);
        tampered[0]! ^= 1;
        expect(hpke.open({ ...input, ciphertext: tampered })).toBeNull();
      });

      it('exports the expected secrets', () => {
        for (const x of v.exports) {
          const exported = hpke.exportWithEphemeralKey({
            aeadId: v.aead_id,
            recipientPublicKey: hex(v.pkRm),
            info: hex(v.info),
            ephemeralPrivateKey: hex(v.skEm),
            exporterContext: hex(x.exporter_context),
            length: x.L,
          });
          expect(toHex(exported), `context "${x.exporter_context}"`).toBe(x.exported_value);
        }
      });
    },
  );
});
