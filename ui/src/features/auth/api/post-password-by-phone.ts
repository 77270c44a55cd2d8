import { apiSealedRequest } from '../../../lib/crypto/sealed-request';
import { installAuthCryptoPreload } from './preload-crypto-for-auth';

// Spec section 5, "Password reset by phone".
export type PasswordByPhonePayload = {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
};

installAuthCryptoPreload();

// POST /wps/member/password/verification (spec section 7, "enc").
export function postPasswordByPhone(payload: PasswordByPhonePayload) {
  return apiSealedRequest<unknown>('POST', '/wps/member/password/verification', payload);
}
