import type { ApiFailure } from '../../../lib/api/envelope';
import { errorMessageKey, type ErrorKey } from '../../../lib/api/error-message-key';

export type LoginFailureText =
  { key: `errors.${ErrorKey}` } | { key: 'login.tooManyRetry'; values: { seconds: number } };

/** The server asked for a captcha with this failure (contract: data.captcha). */
export function failureWantsCaptcha(failure: ApiFailure): boolean {
  return failure.data?.captcha === true;
}

/** The unregistered-IP gate answered: the same login must be repeated with a code. */
export function failureWantsVerification(failure: ApiFailure): boolean {
  return failure.code === 'ip_verification_required';
}

/**
 * What a failed login shows. too_many_requests names the wait when the server
 * gives one (data.retryAfterSeconds); every other key is its translation.
 */
export function describeLoginFailure(failure: ApiFailure): LoginFailureText {
  const seconds = failure.data?.retryAfterSeconds;
  if (failure.code === 'too_many_requests' && typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) {
    return { key: 'login.tooManyRetry', values: { seconds: Math.ceil(seconds) } };
  }
  return { key: errorMessageKey(failure.code) };
}
