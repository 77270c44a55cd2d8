import { apiGet } from '../../../lib/api/client';
import type { CaptchaValue } from '../../../lib/api/contract-types';

// GET /wps/captcha (spec section 7): a fresh image and the id to send back with
// the answer. The server allows one per second per IP (too_many_requests).
export function getCaptcha() {
  return apiGet<CaptchaValue>('/wps/captcha');
}
