import { apiRequest } from '../../../lib/api/client';
import type { SmsCodeSent } from './post-sms-no-login';

// POST /wps/verification/sms/register (spec section 7, "Register SMS"): the
// registration call names the number mobileNo. A registered number gets 409 mobile_exists.
export function postSmsRegister(body: { mobileNo: string; countryDialingCode: string }) {
  return apiRequest<SmsCodeSent>('POST', '/wps/verification/sms/register', { body });
}
