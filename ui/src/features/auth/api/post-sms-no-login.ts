import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type SmsCodeSent = components['schemas']['SmsCodeSent'];

// POST /wps/verification/sms/noLogin (spec section 7, "SMS login code"): for SMS
// login and for setting a password by phone. The answer is the same whether or
// not the number belongs to a member.
export function postSmsNoLogin(body: components['schemas']['SmsCodeRequest']) {
  return toApiResult(apiClient.POST('/wps/verification/sms/noLogin', { body }));
}
