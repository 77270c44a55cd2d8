import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from './client';
import { readEnvelope } from './envelope';
import { errorMessageKey } from './error-message-key';

function fakeFetch(status: number, body: unknown): typeof fetch {
  return vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

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

describe('apiRequest', () => {
  it('maps a 404 envelope to its code', async () => {
    const result = await apiRequest('POST', '/wps/session/login', {
      body: { username: 'a' },
      fetchImpl: fakeFetch(404, { success: false, code: 'not_found', message: 'Not found' }),
    });
    expect(result).toEqual({ ok: false, error: { code: 'not_found', status: 404, message: 'Not found' } });
  });

  it('maps a thrown fetch to network_error with status 0', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const result = await apiRequest('GET', '/wps/system/status', { fetchImpl: failing });
    expect(result).toMatchObject({ ok: false, error: { code: 'network_error', status: 0 } });
  });

  it('maps a non-JSON body to network_error', async () => {
    const result = await apiRequest('GET', '/wps/system/status', { fetchImpl: fakeFetch(502, 'Bad gateway') });
    expect(result).toMatchObject({ ok: false, error: { code: 'network_error', status: 502 } });
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
