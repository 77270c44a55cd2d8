// Sends a sensitive body sealed, never in clear: when the module or the key
// cannot be had, the request is not made at all. One retry when the server no
// longer knows the key (it rotated since this tab fetched it).
import { toApiResult, type EnvelopeValue } from '../api/api-result';
import { apiClient, sessionTokenHeader } from '../api/client';
import { NETWORK_ERROR, type ApiResult } from '../api/envelope';
import type { SealedAnswer, SealedMethod, SealedPath, SealedPayload } from '../api/sealed-payloads';
import { readSession } from '../storage/session-storage';
import { forgetSealingKey } from './encryption-key';
import { loadSealer, type SealedBody } from './sealed-json';

export const ENVELOPE_UNKNOWN_KEY = 'envelope_unknown_key';

export type SealedRequestOptions = {
  /** Send (and bind into the envelope) the session token: spec section 7 "tok". */
  withToken?: boolean;
  signal?: AbortSignal;
};

type SealedValue<M extends SealedMethod, P extends SealedPath<M>> = EnvelopeValue<SealedAnswer<M, P>>;
type Attempt<T> = { result: ApiResult<T>; keyIdHex: string | null };

// openapi-fetch types each call by its literal path; here the path is a type
// parameter, which its overloads cannot resolve. sealed-payloads.ts checks that
// every path this accepts takes exactly a SealedBody, so this one view is safe.
type SendSealed = (
  method: SealedMethod,
  path: string,
  init: { body: SealedBody; headers: Record<string, string>; signal?: AbortSignal },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
const sendSealed = apiClient.request as unknown as SendSealed;

async function sendSealedOnce<M extends SealedMethod, P extends SealedPath<M>>(
  method: M,
  path: P,
  payload: SealedPayload<M, P>,
  options: SealedRequestOptions,
): Promise<Attempt<SealedValue<M, P>>> {
  let sealer;
  try {
    sealer = await loadSealer();
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Sealing unavailable';
    return { result: { ok: false, error: { code: NETWORK_ERROR, status: 0, message } }, keyIdHex: null };
  }
  // The token bound into the envelope is the very one the request carries (the
  // server binds exactly when a token arrives, so both sides must agree).
  const token = options.withToken ? readSession('token') || null : null;
  const body = sealer.seal(method, path, payload as object, token);
  const pending = sendSealed(method, path, {
    body,
    headers: sessionTokenHeader(token),
    ...(options.signal ? { signal: options.signal } : {}),
  }) as Promise<{ data?: SealedAnswer<M, P>; error?: unknown; response: Response }>;
  return { result: await toApiResult(pending), keyIdHex: sealer.keyIdHex };
}

/**
 * POSTs or PUTs `payload` as {"sealed": ...}; always resolves. The path picks the
 * payload type and the answer type from the contract, so a caller cannot send
 * the wrong fields or read the wrong value.
 */
export async function apiSealedRequest<M extends SealedMethod, P extends SealedPath<M>>(
  method: M,
  path: P,
  payload: SealedPayload<M, P>,
  options: SealedRequestOptions = {},
): Promise<ApiResult<SealedValue<M, P>>> {
  const first = await sendSealedOnce(method, path, payload, options);
  if (first.result.ok || first.result.error.code !== ENVELOPE_UNKNOWN_KEY || first.keyIdHex === null) {
    return first.result;
  }
  // The envelope was refused before any replay record was made; a fresh seal to
  // the refetched key is a new request, not a replay.
  await forgetSealingKey(first.keyIdHex);
  return (await sendSealedOnce(method, path, payload, options)).result;
}
