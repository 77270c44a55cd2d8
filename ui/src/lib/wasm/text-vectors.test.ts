import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { instantiateCore } from '../../test/instantiate-core';
import { instantiateCryptoExports } from '../../test/instantiate-crypto';
import { createCryptoApi, type CryptoApi } from '../crypto/crypto-api';
import type { CoreApi } from './core-api';

// tests/vectors/text/*.json through the wasm modules, read as the native suite
// reads them (tests/unit/text_vectors_test.cpp). ip.json is the server's alone.
// A missing file fails the suite: readFileSync throws.
const vectorDir = path.resolve(import.meta.dirname, '../../../../tests/vectors/text');

type VectorCase = Record<string, unknown> & { name: string };

function readCases(file: string): VectorCase[] {
  return (JSON.parse(fs.readFileSync(path.join(vectorDir, file), 'utf8')) as { cases: VectorCase[] }).cases;
}

function bytesFromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(Math.floor(hex.length / 2));
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

const encoder = new TextEncoder();

describe('text rules in wasm: tests/vectors/text', () => {
  let core: CoreApi;
  let crypto: CryptoApi;

  beforeAll(async () => {
    core = await instantiateCore();
    crypto = createCryptoApi(await instantiateCryptoExports());
  });

  it('links.json: the link rule on the exact bytes (panalo_is_safe_link)', () => {
    const cases = readCases('links.json');
    expect(cases.length).toBeGreaterThanOrEqual(80);
    for (const c of cases) {
      const bytes = typeof c.linkHex === 'string' ? bytesFromHex(c.linkHex) : encoder.encode(String(c.link));
      expect(core.isSafeLink(bytes), c.name).toBe(c.safe);
    }
  });

  it('links.json: the same verdicts on strings, as the status page passes them', () => {
    // linkHex cases hold bytes a JS string cannot always carry; the others are strings already.
    for (const c of readCases('links.json').filter((c) => typeof c.link === 'string')) {
      expect(core.isSafeLink(String(c.link)), c.name).toBe(c.safe);
    }
  });

  it('utf8.json: code points, or null for invalid UTF-8 (panalo_utf8_code_points)', () => {
    const cases = readCases('utf8.json');
    expect(cases.length).toBeGreaterThanOrEqual(30);
    for (const c of cases) {
      expect(core.utf8CodePoints(bytesFromHex(String(c.hex))), c.name).toBe(c.codePoints);
    }
  });

  it('byte-encoding.json: the strict decoders and the encoders (panalo_crypto)', () => {
    const cases = readCases('byte-encoding.json');
    expect(cases.length).toBeGreaterThanOrEqual(35);
    for (const c of cases) {
      const text = String(c.text);
      const hex = c.encoding === 'hex';
      const decoded = hex ? crypto.fromHex(text) : crypto.fromBase64Url(text);
      if (c.bytesHex === null) {
        expect(decoded, c.name).toBeNull();
        continue;
      }
      expect(decoded, c.name).not.toBeNull();
      expect(crypto.toHex(decoded!), c.name).toBe(c.bytesHex);
      const encoded = hex ? crypto.toHex(decoded!) : crypto.toBase64Url(decoded!);
      expect(encoded === text, c.name).toBe(c.canonical);
    }
  });

  it('refuses what atob would accept', () => {
    // The reason the UI no longer decodes with atob: each of these decodes there.
    for (const text of ['Zg==', 'Zm9v Yg', 'Zh', 'Zm9v\n']) {
      expect(() => atob(text.replace(/-/g, '+').replace(/_/g, '/')), text).not.toThrow();
      expect(crypto.fromBase64Url(text), text).toBeNull();
    }
  });
});
