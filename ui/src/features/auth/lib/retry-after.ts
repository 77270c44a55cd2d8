import type { ApiFailure } from '../../../lib/api/envelope';

/**
 * The wait the server asks for before the next send (sms_code_countdown,
 * sms_too_many_requests and too_many_requests carry data.retryAfterSeconds),
 * or null when it named none.
 */
export function retryAfterSeconds(error: ApiFailure): number | null {
  const value = error.data?.retryAfterSeconds;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  return Math.ceil(value);
}
