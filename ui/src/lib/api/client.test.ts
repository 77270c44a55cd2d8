import { describe, expect, it, vi } from 'vitest';
import { readSentRequest } from '../../test/fetch-input';
import { toApiResult } from './api-result';
import { ApiError, errorCodeOf, valueOrThrow } from './api-error';
import { createApiClient, sessionTokenHeader } from './client';
import { readEnvelope } from './envelope';
import { errorMessageKey } from './error-message-key';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_request: Request) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

// Node has no page origin; the browser's client uses the page's own.
const BASE_URL = 'http://panalo.test';

describe('envelope', () => {
  it('returns the value of a success answer', () => {
    expect(readEnvelope({ success: true, value: { a: 1 } }, 200)).toEqual({ ok: true, value: { a: 1 } });
  });

  it('keeps the server error key and status of a failure answer', () => {
    const result = readEnvelope({ success: false, code: 'info_ip_block', message: 'IP locked' }, 403);
    expect(result).toEqual({ ok: false, error: { code: 'info_ip_block', status: 403, message: 'IP locked' } });
  });

  it('keeps the data object of a failure and ignores a data that is not an object', () => {
    expect(readEnvelope({ success: false, code: 'login_failed', message: 'x', data: { captcha: true } }, 401)).toEqual({
      ok: false,
      error: { code: 'login_failed', status: 401, message: 'x', data: { captcha: true } },
    });
    expect(readEnvelope({ success: false, code: 'login_failed', message: 'x', data: [1] }, 401)).toEqual({
      ok: false,
      error: { code: 'login_failed', status: 401, message: 'x' },
    });
  });

  it('treats a body that is not an envelope as a network error', () => {
    expect(readEnvelope('<html>', 502)).toMatchObject({ ok: false, error: { code: 'network_error' } });
    expect(readEnvelope({ success: true, value: 1 }, 500)).toMatchObject({
      ok: false,
      error: { code: 'network_error' },
    });
    expect(readEnvelope({ success: false }, 400)).toMatchObject({ ok: false, error: { code: 'network_error' } });
  });
});

describe('toApiResult over the typed client', () => {
  it('gives the value of a success answer, typed by the contract', async () => {
    const fetch = fakeFetch(200, { success: true, value: { list: [], defaultCountryCode: 'PH' } });
    const client = createApiClient({ baseUrl: BASE_URL, fetch });
    const result = await toApiResult(client.GET('/wps/system/countries'));
    expect(result).toEqual({ ok: true, value: { list: [], defaultCountryCode: 'PH' } });
    // The value's type comes from schema.d.ts (CountryList): this line would not compile otherwise.
    if (result.ok) expect(result.value.defaultCountryCode).toBe('PH');
  });

  it('maps a 404 envelope to its code', async () => {
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: fakeFetch(404, { success: false, code: 'not_found', message: 'Not found' }),
    });
    const result = await toApiResult(
      client.POST('/wps/verification/sms/noLogin', { body: { mobileNum: '9', countryDialingCode: '63' } }),
    );
    expect(result).toEqual({ ok: false, error: { code: 'not_found', status: 404, message: 'Not found' } });
  });

  it('keeps the data of a failure (what the client acts on besides the key)', async () => {
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: fakeFetch(429, {
        success: false,
        code: 'too_many_requests',
        message: 'x',
        data: { retryAfterSeconds: 1 },
      }),
    });
    expect(await toApiResult(client.GET('/wps/captcha'))).toEqual({
      ok: false,
      error: { code: 'too_many_requests', status: 429, message: 'x', data: { retryAfterSeconds: 1 } },
    });
  });

  it('maps a thrown fetch to network_error with status 0', async () => {
    const failing = vi.fn(async (_request: Request): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    const client = createApiClient({ baseUrl: BASE_URL, fetch: failing });
    const result = await toApiResult(client.GET('/wps/system/status'));
    expect(result).toMatchObject({ ok: false, error: { code: 'network_error', status: 0 } });
  });

  it('maps a non-JSON body to network_error and keeps the status, for errors and successes alike', async () => {
    const failing = createApiClient({ baseUrl: BASE_URL, fetch: fakeFetch(502, 'Bad gateway') });
    expect(await toApiResult(failing.GET('/wps/system/status'))).toMatchObject({
      ok: false,
      error: { code: 'network_error', status: 502 },
    });
    const garbled = createApiClient({ baseUrl: BASE_URL, fetch: fakeFetch(200, '<html>') });
    expect(await toApiResult(garbled.GET('/wps/system/status'))).toMatchObject({
      ok: false,
      error: { code: 'network_error', status: 200 },
    });
  });

  it('sends the path, query and JSON body the contract names, and the session token only when asked', async () => {
    const fetch = fakeFetch(200, { success: true, value: { code: 'ABC123', valid: true } });
    const client = createApiClient({ baseUrl: BASE_URL, fetch });
    await toApiResult(
      client.GET('/wps/agent/affiliate', { params: { query: { code: 'ABC123', domain: 'panalo.test' } } }),
    );
    await toApiResult(
      client.POST('/wps/member/password/email', { body: { username: 'juan', email: 'j@example.com' } }),
    );
    await toApiResult(client.DELETE('/wps/session/logout', { headers: sessionTokenHeader('token-1') }));
    const [affiliate, email, logout] = await Promise.all(fetch.mock.calls.map(([request]) => readSentRequest(request)));
    expect(affiliate).toMatchObject({
      method: 'GET',
      url: `${BASE_URL}/wps/agent/affiliate?code=ABC123&domain=panalo.test`,
      authorization: null,
    });
    expect(email).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ username: 'juan', email: 'j@example.com' }),
      authorization: null,
    });
    expect(logout).toMatchObject({ method: 'DELETE', path: '/wps/session/logout', authorization: 'Bearer token-1' });
  });

  it('sends no Authorization header when signed out', () => {
    expect(sessionTokenHeader(null)).toEqual({});
  });
});

describe('valueOrThrow (the bridge to react-query)', () => {
  it('gives the value, or throws an ApiError that keeps the failure', async () => {
    expect(await valueOrThrow(Promise.resolve({ ok: true as const, value: 3 }))).toBe(3);
    const failure = { code: 'info_ip_block', status: 403, message: 'IP locked' };
    const thrown = await valueOrThrow(Promise.resolve({ ok: false as const, error: failure })).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).failure).toEqual(failure);
    expect(errorCodeOf(thrown)).toBe('info_ip_block');
    expect(errorCodeOf(new Error('anything else'))).toBe('network_error');
  });
});

describe('errorMessageKey', () => {
  it('translates known server keys and sends unknown ones to network_error', () => {
    expect(errorMessageKey('info_ip_block')).toBe('errors.info_ip_block');
    expect(errorMessageKey('not_found')).toBe('errors.not_found');
    expect(errorMessageKey('something_new')).toBe('errors.network_error');
    expect(errorMessageKey('constructor')).toBe('errors.network_error');
  });
});
