import { describe, expect, it } from 'vitest';
import { instantiateCryptoExports } from '../../test/instantiate-crypto';
import { createCryptoApi, type EnvelopeSealInput } from './crypto-api';
import { AEAD_CHACHA20_POLY1305, readEnvelopeHeader } from './envelope-format';
import { createHpkePrimitives } from './hpke-primitives';

// OpenSSL has no entropy source in wasm. The ephemeral key must therefore come
// from the ikm JavaScript passes in, and from nothing else: fresh modules given
// different ikm must differ, and given the same ikm must agree (no hidden,
// possibly constant, randomness inside the module).
const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));

async function freshSealInput(): Promise<Omit<EnvelopeSealInput, 'ephemeralIkm'>> {
  const hpke = createHpkePrimitives(await instantiateCryptoExports());
  const server = hpke.deriveKeyPair(new Uint8Array(32).fill(7));
  return {
    aeadId: AEAD_CHACHA20_POLY1305,
    serverPublicKey: server.publicKey,
    keyId: new Uint8Array(8).fill(1),
    method: 'POST',
    path: '/wps/session/login',
    issuedAtSeconds: 1_700_000_000,
    requestId: new Uint8Array(16).fill(2),
    sessionHash: null,
    plaintext: new TextEncoder().encode('{"username":"juan","password":"correct horse battery"}'),
  };
}

describe('panalo_crypto wasm: randomness comes from the caller', () => {
  it('two fresh instances sealing the same message with different ikm give different enc', async () => {
    const input = await freshSealInput();
    const first = createCryptoApi(await instantiateCryptoExports()).sealEnvelope({
      ...input,
      ephemeralIkm: random(32),
    });
    const second = createCryptoApi(await instantiateCryptoExports()).sealEnvelope({
      ...input,
      ephemeralIkm: random(32),
    });
    const a = readEnvelopeHeader(first)!;
    const b = readEnvelopeHeader(second)!;
    expect(Buffer.from(a.enc).equals(Buffer.from(b.enc))).toBe(false);
    expect(Buffer.from(a.ciphertext).equals(Buffer.from(b.ciphertext))).toBe(false);
    expect(a.enc.some((byte) => byte !== 0)).toBe(true);
  });

  it('two fresh instances given the same ikm give the same envelope', async () => {
    const input = await freshSealInput();
    const ikm = random(32);
    const first = createCryptoApi(await instantiateCryptoExports()).sealEnvelope({ ...input, ephemeralIkm: ikm });
    const second = createCryptoApi(await instantiateCryptoExports()).sealEnvelope({ ...input, ephemeralIkm: ikm });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('refuses fields of the wrong size before they reach the module', async () => {
    const api = createCryptoApi(await instantiateCryptoExports());
    const input = await freshSealInput();
    expect(() => api.sealEnvelope({ ...input, ephemeralIkm: random(16) })).toThrow(RangeError);
    expect(() => api.sealEnvelope({ ...input, ephemeralIkm: random(32), keyId: random(4) })).toThrow(RangeError);
    expect(() => api.sealEnvelope({ ...input, ephemeralIkm: random(32), serverPublicKey: random(31) })).toThrow(
      RangeError,
    );
  });
});
