import { apiRequest } from '../../../lib/api/client';

export type RegisterPayload = {
  username: string;
  password: string;
  confirmPassword: string;
  referralCode: string;
  domain: string;
  login: true;
};

// PUT /wps/member/register (spec section 7); sealed like login (see post-login.ts).
export function putRegister(payload: RegisterPayload) {
  return apiRequest<unknown>('PUT', '/wps/member/register', { body: payload });
}
