// The one JSON shape every /wps and /lgw answer uses (design/ARCHITECTURE.md):
// success carries `value`, failure carries an error key the UI translates.

export type SuccessEnvelope<T> = { success: true; value: T };
export type FailureEnvelope = { success: false; code: string; message?: string; data?: Record<string, unknown> };
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

/** Failure the UI can show: `code` is a server error key or one of ours below. */
export type ApiFailure = {
  code: string;
  /** HTTP status, or 0 when the request never got an answer. */
  status: number;
  /** English text from the server, kept for logs only; users see the translation. */
  message: string;
  /** What the client acts on besides the key, e.g. {captcha: true} or {retryAfterSeconds: 30}. */
  data?: Record<string, unknown>;
};

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiFailure };

/** Used when there is no usable answer at all (offline, DNS, CORS, non-JSON body). */
export const NETWORK_ERROR = 'network_error';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Turns a decoded body and its HTTP status into a result. Anything that does not
 * follow the envelope (a proxy's HTML error page, a truncated body) is reported as
 * a network error rather than trusted.
 */
export function readEnvelope<T>(body: unknown, status: number): ApiResult<T> {
  if (!isRecord(body) || typeof body.success !== 'boolean') {
    return { ok: false, error: { code: NETWORK_ERROR, status, message: 'Malformed answer' } };
  }
  if (body.success) {
    if (status < 200 || status >= 300 || !('value' in body)) {
      return { ok: false, error: { code: NETWORK_ERROR, status, message: 'Inconsistent answer' } };
    }
    return { ok: true, value: body.value as T };
  }
  const code = typeof body.code === 'string' && body.code !== '' ? body.code : NETWORK_ERROR;
  const message = typeof body.message === 'string' ? body.message : '';
  const error: ApiFailure = { code, status, message };
  if (isRecord(body.data)) error.data = body.data;
  return { ok: false, error };
}
