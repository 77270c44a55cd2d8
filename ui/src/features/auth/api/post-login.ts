import { apiRequest } from '../../../lib/api/client';
import type { LoginValue } from '../../../lib/api/contract-types';

export type LoginPayload =
  | { type: 'username'; username: string; password: string; captcha?: string }
  | { type: 'sms'; mobileNum: string; verificationCode: string };

// POST /wps/session/login (spec section 7). The body is marked "enc" there: it is
// sealed with the shared HPKE code once the wasm sealing export is in place.
export function postLogin(payload: LoginPayload) {
  return apiRequest<LoginValue>('POST', '/wps/session/login', { body: payload });
}
