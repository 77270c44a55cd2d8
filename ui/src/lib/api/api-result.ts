import { NETWORK_ERROR, readEnvelope, type ApiResult } from './envelope';

/** What openapi-fetch resolves to: the parsed body under data (2xx) or error (other statuses). */
type FetchOutcome<Body> = { data?: Body; error?: unknown; response: Response };

/** The `value` of a success envelope; the type follows the operation's 200 answer in the contract. */
export type EnvelopeValue<Body> = Body extends { success: true; value: infer Value } ? Value : never;

/**
 * Turns an openapi-fetch call into a result that always resolves: callers branch
 * on `ok` instead of wrapping every call in try/catch, and a failure carries the
 * server's error key (or network_error when there was no usable answer).
 */
export async function toApiResult<Body>(pending: Promise<FetchOutcome<Body>>): Promise<ApiResult<EnvelopeValue<Body>>> {
  let outcome: FetchOutcome<Body>;
  try {
    outcome = await pending;
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Request failed';
    return { ok: false, error: { code: NETWORK_ERROR, status: 0, message } };
  }
  const body = outcome.response.ok ? outcome.data : outcome.error;
  return readEnvelope<EnvelopeValue<Body>>(body, outcome.response.status);
}
