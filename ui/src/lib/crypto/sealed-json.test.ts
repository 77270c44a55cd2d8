// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { instantiateCryptoExports } from '../../test/instantiate-crypto';
import { openEnvelopeForTest } from '../../test/envelope-opener';
import { readSentRequest, sentUrl, type SentRequest } from '../../test/fetch-input';
import { createCryptoApi, type CryptoApi } from './crypto-api';
import { ENVELOPE_VERSION, AEAD_CHACHA20_POLY1305 } from './envelope-format';
import { createHpkePrimitives, type HpkePrimitives, type KeyPair } from './hpke-primitives';

/** The envelope text of a sealed request body ({"sealed": ...}). */
const sealedOf = (body: string) => (JSON.parse(body) as { sealed: string }).sealed;

// The page's module import (vite-plugin-wasm) is replaced by the same file
// instantiated from disk; everything above it is the code the page runs.
const cryptoApi = vi.hoisted(() => ({ current: null as CryptoApi | null }));
vi.mock('./load-crypto', () => ({ loadCrypto: () => Promise.resolve(cryptoApi.current!) }));

const { sealedJson } = await import('./sealed-json');
const { apiSealedRequest } = await import('./sealed-request');
const { forgetSealingKey } = await import('./encryption-key');

const PASSWORD = 'correct horse battery';
const LOGIN = { type: 'username', username: 'juan', password: PASSWORD } as const;
const CHANGE = { oldPassword: PASSWORD, newPassword: `${PASSWORD}!`, confirmNewPassword: `${PASSWORD}!` };
const LOGIN_PATH = '/wps/session/login';

let hpke: HpkePrimitives;
const serverKeys: Array<{ keyIdHex: string; pair: KeyPair }> = [];

function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function keyAnswer(index: number): Response {
  const { keyIdHex, pair } = serverKeys[index]!;
  return jsonAnswer(200, {
    success: true,
    value: {
      keyId: keyIdHex,
      publicKey: Buffer.from(pair.publicKey).toString('base64url'),
      kem: 'DHKEM(X25519, HKDF-SHA256)',
      kdf: 'HKDF-SHA256',
      aeads: ['ChaCha20Poly1305', 'AES-128-GCM'],
    },
  });
}

beforeAll(async () => {
  const exports = await instantiateCryptoExports();
  cryptoApi.current = createCryptoApi(exports);
  hpke = createHpkePrimitives(exports);
  // The test's own "server" key pairs: the old key and the one it rotates to.
  serverKeys.push({ keyIdHex: '0011223344556677', pair: hpke.deriveKeyPair(new Uint8Array(32).fill(0x42)) });
  serverKeys.push({ keyIdHex: '8899aabbccddeeff', pair: hpke.deriveKeyPair(new Uint8Array(32).fill(0x43)) });
});

beforeEach(async () => {
  for (const { keyIdHex } of serverKeys) await forgetSealingKey(keyIdHex);
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('sealedJson: a full round trip through the wasm module', () => {
  it('gives {"sealed": ...} whose header names the key and that opens to the body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => keyAnswer(0)),
    );
    const body = { type: 'username', username: 'juan', password: PASSWORD };
    const before = Math.floor(Date.now() / 1000);

    const sealed = await sealedJson('POST', LOGIN_PATH, body);

    expect(Object.keys(sealed)).toEqual(['sealed']);
    expect(sealed.sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.stringify(sealed)).not.toContain(PASSWORD);
    const opened = openEnvelopeForTest(hpke, serverKeys[0]!.pair.privateKey, sealed.sealed, {
      method: 'POST',
      path: LOGIN_PATH,
    });
    expect(opened.header.version).toBe(ENVELOPE_VERSION);
    expect(opened.header.aeadId).toBe(AEAD_CHACHA20_POLY1305);
    expect(Buffer.from(opened.header.keyId).toString('hex')).toBe(serverKeys[0]!.keyIdHex);
    expect(opened.header.requestId).toHaveLength(16);
    expect(opened.header.requestId.some((b) => b !== 0)).toBe(true);
    expect(opened.header.issuedAt).toBeGreaterThanOrEqual(before);
    expect(opened.header.issuedAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(JSON.parse(opened.plaintext!)).toEqual(body);
  });

  it('binds method, path and session: any other binding does not open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => keyAnswer(0)),
    );
    const privateKey = serverKeys[0]!.pair.privateKey;
    const sealed = await sealedJson('POST', '/wps/member/password', { oldPassword: PASSWORD }, 'token-abc');

    const right = { method: 'POST', path: '/wps/member/password', sessionToken: 'token-abc' };
    expect(openEnvelopeForTest(hpke, privateKey, sealed.sealed, right).plaintext).toContain(PASSWORD);
    for (const wrong of [
      { ...right, method: 'PUT' },
      { ...right, path: '/wps/session/login' },
      { ...right, sessionToken: 'token-abd' },
      { method: 'POST', path: '/wps/member/password' },
    ]) {
      expect(openEnvelopeForTest(hpke, privateKey, sealed.sealed, wrong).plaintext, JSON.stringify(wrong)).toBeNull();
    }
  });

  it('draws a new request id and ephemeral key for every body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => keyAnswer(0)),
    );
    const a = await sealedJson('POST', LOGIN_PATH, { password: PASSWORD });
    const b = await sealedJson('POST', LOGIN_PATH, { password: PASSWORD });
    const privateKey = serverKeys[0]!.pair.privateKey;
    const ha = openEnvelopeForTest(hpke, privateKey, a.sealed, { method: 'POST', path: LOGIN_PATH }).header;
    const hb = openEnvelopeForTest(hpke, privateKey, b.sealed, { method: 'POST', path: LOGIN_PATH }).header;
    expect(Buffer.from(ha.requestId).equals(Buffer.from(hb.requestId))).toBe(false);
    expect(Buffer.from(ha.enc).equals(Buffer.from(hb.enc))).toBe(false);
  });

  it('refuses a path with a query string (the server binds the bare path)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => keyAnswer(0)),
    );
    await expect(sealedJson('POST', `${LOGIN_PATH}?x=1`, {})).rejects.toThrow(RangeError);
  });
});

describe('apiSealedRequest', () => {
  function recordingFetch(answerPost: (call: number) => Response, keyIndexForFetch: (call: number) => number) {
    const sent: SentRequest[] = [];
    let keyFetches = 0;
    let posts = 0;
    const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = await readSentRequest(input, init);
      sent.push(request);
      if (request.path === '/wps/system/encryption-key') return keyAnswer(keyIndexForFetch(keyFetches++));
      return answerPost(posts++);
    });
    vi.stubGlobal('fetch', fetchImpl);
    return sent;
  }

  it('sends only the sealed body, never the password', async () => {
    const sent = recordingFetch(
      () => jsonAnswer(404, { success: false, code: 'not_found', message: '' }),
      () => 0,
    );
    const result = await apiSealedRequest('POST', LOGIN_PATH, LOGIN);
    expect(result.ok).toBe(false);
    const post = sent.find((s) => s.method === 'POST')!;
    expect(Object.keys(JSON.parse(post.body!) as object)).toEqual(['sealed']);
    expect(post.body).not.toContain(PASSWORD);
    expect(post.body).not.toContain('password');
  });

  it('on envelope_unknown_key refetches the key and retries once, sealed to the new key', async () => {
    const sent = recordingFetch(
      (call) =>
        call === 0
          ? jsonAnswer(409, { success: false, code: 'envelope_unknown_key', message: '' })
          : jsonAnswer(200, { success: true, value: { token: 't', firstTimeLogin: false, passwordExpired: false } }),
      (call) => (call === 0 ? 0 : 1),
    );
    const result = await apiSealedRequest('POST', LOGIN_PATH, LOGIN);
    expect(result.ok).toBe(true);
    const posts = sent.filter((s) => s.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(sent.filter((s) => s.path === '/wps/system/encryption-key')).toHaveLength(2);
    const retried = openEnvelopeForTest(hpke, serverKeys[1]!.pair.privateKey, sealedOf(posts[1]!.body!), {
      method: 'POST',
      path: LOGIN_PATH,
    });
    expect(Buffer.from(retried.header.keyId).toString('hex')).toBe(serverKeys[1]!.keyIdHex);
    expect((JSON.parse(retried.plaintext!) as { password: string }).password).toBe(PASSWORD);
  });

  it('does not retry twice when the server still refuses the key', async () => {
    const sent = recordingFetch(
      () => jsonAnswer(409, { success: false, code: 'envelope_unknown_key', message: '' }),
      () => 0,
    );
    const result = await apiSealedRequest('POST', LOGIN_PATH, LOGIN);
    expect(result.ok).toBe(false);
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(2);
  });

  it('sends nothing when no key can be had (fails closed)', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = await readSentRequest(input, init);
        sent.push(`${request.method} ${request.path}`);
        return jsonAnswer(503, { success: false, code: 'service_unavailable', message: '' });
      }),
    );
    const result = await apiSealedRequest('POST', LOGIN_PATH, LOGIN);
    expect(result.ok).toBe(false);
    expect(sent).toEqual(['GET /wps/system/encryption-key']);
  });

  it('refuses a key in a suite it does not speak', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        sent.push(new URL(sentUrl(input)).pathname);
        return jsonAnswer(200, {
          success: true,
          value: {
            keyId: '0011223344556677',
            publicKey: 'AAAA',
            kem: 'DHKEM(P-256, HKDF-SHA256)',
            kdf: 'HKDF-SHA256',
            aeads: ['AES-128-GCM'],
          },
        });
      }),
    );
    const result = await apiSealedRequest('POST', LOGIN_PATH, LOGIN);
    expect(result.ok).toBe(false);
    expect(sent).toEqual(['/wps/system/encryption-key']);
  });

  it('binds the session token it sends, and only then', async () => {
    sessionStorage.setItem('token', 'session-token-1');
    const sent = recordingFetch(
      () => jsonAnswer(200, { success: true, value: true }),
      () => 0,
    );
    await apiSealedRequest('POST', '/wps/member/password', CHANGE, { withToken: true });
    const post = sent.find((s) => s.method === 'POST')!;
    expect(post.authorization).toBe('Bearer session-token-1');
    const opened = openEnvelopeForTest(hpke, serverKeys[0]!.pair.privateKey, sealedOf(post.body!), {
      method: 'POST',
      path: '/wps/member/password',
      sessionToken: 'session-token-1',
    });
    expect(opened.plaintext).not.toBeNull();
  });
});
