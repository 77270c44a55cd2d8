import { NETWORK_ERROR, readEnvelope, type ApiResult } from './envelope';
import { readSession } from '../storage/session-storage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions = {
  body?: unknown;
  /** Send the session token (spec section 7 marks these calls "tok"). */
  withToken?: boolean;
  signal?: AbortSignal;
  /** Injected in tests; the browser's fetch otherwise. */
  fetchImpl?: typeof fetch;
};

/**
 * Calls the API on the same origin and always resolves: callers branch on
 * `ok` instead of wrapping every call in try/catch.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.withToken) {
    const token = readSession('token');
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  if (options.signal) init.signal = options.signal;

  const doFetch = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await doFetch(path, init);
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Request failed';
    return { ok: false, error: { code: NETWORK_ERROR, status: 0, message } };
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return {
      ok: false,
      error: { code: NETWORK_ERROR, status: response.status, message: 'Answer was not JSON' },
    };
  }
  return readEnvelope<T>(body, response.status);
}

export function apiGet<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<ApiResult<T>> {
  return apiRequest<T>('GET', path, options);
}
