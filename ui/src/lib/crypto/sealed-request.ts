// Sends a sensitive body sealed, never in clear: when the module or the key
// cannot be had, the request is not made at all. One retry when the server no
// longer knows the key (it rotated since this tab fetched it).
import { apiRequest, type HttpMethod } from '../api/client';
import { NETWORK_ERROR, type ApiResult } from '../api/envelope';
import { readSession } from '../storage/session-storage';
import { forgetSealingKey } from './encryption-key';
import { loadSealer } from './sealed-json';

export const ENVELOPE_UNKNOWN_KEY = 'envelope_unknown_key';

export type SealedRequestOptions = {
  /** Send (and bind into the envelope) the session token: spec section 7 "tok". */
  withToken?: boolean;
  signal?: AbortSignal;
  /** Injected in tests; the browser's fetch otherwise. */
  fetchImpl?: typeof fetch;
};

type Attempt<T> = { result: ApiResult<T>; keyIdHex: string | null };

async function sendSealedOnce<T>(
  method: HttpMethod,
  path: string,
  body: object,
  options: SealedRequestOptions,
): Promise<Attempt<T>> {
  let sealer;
  try {
    sealer = await loadSealer();
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Sealing unavailable';
    return { result: { ok: false, error: { code: NETWORK_ERROR, status: 0, message } }, keyIdHex: null };
  }
  // From here to apiRequest's own read of the token there is no await: the
  // token bound into the envelope is the one the request carries (the server
  // binds exactly when a token arrives, so both sides must agree).
  const token = options.withToken ? readSession('token') || null : null;
  const sealed = sealer.seal(method, path, body, token);
  const result = await apiRequest<T>(method, path, {
    body: sealed,
    withToken: token !== null,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
  });
  return { result, keyIdHex: sealer.keyIdHex };
}

/** Like apiRequest, with the body sent as {"sealed": ...}; always resolves. */
export async function apiSealedRequest<T>(
  method: HttpMethod,
  path: string,
  body: object,
  options: SealedRequestOptions = {},
): Promise<ApiResult<T>> {
  const first = await sendSealedOnce<T>(method, path, body, options);
  if (first.result.ok || first.result.error.code !== ENVELOPE_UNKNOWN_KEY || first.keyIdHex === null) {
    return first.result;
  }
  // The envelope was refused before any replay record was made; a fresh seal to
  // the refetched key is a new request, not a replay.
  await forgetSealingKey(first.keyIdHex);
  return (await sendSealedOnce<T>(method, path, body, options)).result;
}
