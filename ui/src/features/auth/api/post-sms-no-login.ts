import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type SmsCodeSent = components['schemas']['SmsCodeSent'];

// POST /wps/verification/sms/noLogin (spec section 7, "SMS login code"): purpose
// "login" for SMS login, "password" for setting a password by phone (a code of
// one does not work for the other). The answer is the same whether or not the
// number belongs to a member; a send after the first of the day carries a
// captcha (useSendCaptcha).
export function postSmsNoLogin(body: components['schemas']['SmsCodeRequest']) {
  return toApiResult(apiClient.POST('/wps/verification/sms/noLogin', { body }));
}
