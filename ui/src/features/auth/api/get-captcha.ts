import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';

// GET /wps/captcha (spec section 7): a fresh image and the id to send back with
// the answer. The server allows one per second per IP (too_many_requests).
// Not a cached query: each image answers once, so every fetch must be a new one.
export function getCaptcha() {
  return toApiResult(apiClient.GET('/wps/captcha'));
}
