import { apiSealedRequest } from '../../../lib/crypto/sealed-request';
import type { LoginValue } from '../../../lib/api/contract-types';
import { installAuthCryptoPreload } from './preload-crypto-for-auth';

export type LoginPayload =
  | { type: 'username'; username: string; password: string; captcha?: string }
  | { type: 'sms'; mobileNum: string; verificationCode: string };

installAuthCryptoPreload();

// POST /wps/session/login (spec section 7, "enc"): the body travels only as an
// HPKE envelope bound to this method and path (lib/crypto/sealed-request.ts).
export function postLogin(payload: LoginPayload) {
  return apiSealedRequest<LoginValue>('POST', '/wps/session/login', payload);
}
