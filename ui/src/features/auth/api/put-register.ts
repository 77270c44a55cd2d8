import { apiSealedRequest } from '../../../lib/crypto/sealed-request';
import { installAuthCryptoPreload } from './preload-crypto-for-auth';

export type RegisterPayload = {
  username: string;
  password: string;
  confirmPassword: string;
  referralCode: string;
  domain: string;
  login: true;
};

installAuthCryptoPreload();

// PUT /wps/member/register (spec section 7, "enc"); sealed like login (see post-login.ts).
export function putRegister(payload: RegisterPayload) {
  return apiSealedRequest<unknown>('PUT', '/wps/member/register', payload);
}
