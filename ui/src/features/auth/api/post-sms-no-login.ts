import { apiRequest } from '../../../lib/api/client';

export type SmsCodeSent = { expiredMinutes: number };

// POST /wps/verification/sms/noLogin (spec section 7, "SMS login code"): for SMS
// login and for setting a password by phone. The answer is the same whether or
// not the number belongs to a member.
export function postSmsNoLogin(body: { mobileNum: string; countryDialingCode: string }) {
  return apiRequest<SmsCodeSent>('POST', '/wps/verification/sms/noLogin', { body });
}
