import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

// POST /wps/verification/sms/register (spec section 7, "Register SMS"): the
// registration call names the number mobileNo. A registered number gets 409 mobile_exists.
export function postSmsRegister(body: components['schemas']['RegisterSmsCodeRequest']) {
  return toApiResult(apiClient.POST('/wps/verification/sms/register', { body }));
}
