import { apiRequest } from '../../../lib/api/client';

// Form POST /wps/member/password/email: username and email (spec sections 3 and 7).
// Not sealed: the spec does not mark it "enc", and it carries no secret.
export function postForgotPasswordByEmail(body: { username: string; email: string }) {
  return apiRequest<unknown>('POST', '/wps/member/password/email', { body });
}
