import { NETWORK_ERROR, type ApiFailure, type ApiResult } from './envelope';

/**
 * A failed call as a thrown error, for react-query (a query fails by throwing).
 * Carries the same failure the result had, so a screen shows the same key.
 */
export class ApiError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.message || failure.code);
    this.name = 'ApiError';
    this.failure = failure;
  }
}

/** The value of a result, or an ApiError: the bridge from API-call modules to query functions. */
export async function valueOrThrow<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const result = await pending;
  if (result.ok) return result.value;
  throw new ApiError(result.error);
}

/** The error key of a failed query; anything that is not an ApiError is a network error to the user. */
export function errorCodeOf(error: unknown): string {
  return error instanceof ApiError ? error.failure.code : NETWORK_ERROR;
}
