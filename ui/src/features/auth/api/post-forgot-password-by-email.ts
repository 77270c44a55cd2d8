import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

// POST /wps/member/password/email: username and email (spec sections 3 and 7). The
// spec's form post travels as JSON: the server takes nothing else on a call with
// effects (SECURITY.md). Not sealed: the spec does not mark it "enc", and it
// carries no secret.
export function postForgotPasswordByEmail(body: components['schemas']['ForgotPasswordByEmail']) {
  return toApiResult(apiClient.POST('/wps/member/password/email', { body }));
}
