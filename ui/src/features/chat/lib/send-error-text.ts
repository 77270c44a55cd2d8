import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/api-error';
import { errorMessageKey } from '../../../lib/api/error-message-key';
import { NETWORK_ERROR } from '../../../lib/api/envelope';

/**
 * What a refused send says, by the server's key: the rate limit with its wait
 * (data.retryAfterSeconds), every other key in the site's words for it.
 */
export function sendErrorText(error: unknown, t: TFunction): string {
  const failure = error instanceof ApiError ? error.failure : null;
  const code = failure?.code ?? NETWORK_ERROR;
  if (code === 'too_many_requests') {
    const seconds = Number(failure?.data?.retryAfterSeconds ?? 1);
    return t('chat.errors.too_many_requests', { seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 1 });
  }
  return t(errorMessageKey(code));
}
