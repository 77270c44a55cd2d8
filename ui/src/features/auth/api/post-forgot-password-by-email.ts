import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

// Form POST /wps/member/password/email: username and email (spec sections 3 and 7).
// Not sealed: the spec does not mark it "enc", and it carries no secret.
export function postForgotPasswordByEmail(body: components['schemas']['ForgotPasswordByEmail']) {
  return toApiResult(apiClient.POST('/wps/member/password/email', { body }));
}
