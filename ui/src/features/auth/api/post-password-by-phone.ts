import type { LoginValue } from '../../../lib/api/contract-types';
import { apiSealedRequest } from '../../../lib/crypto/sealed-request';
import { installAuthCryptoPreload } from './preload-crypto-for-auth';

// Spec section 5, "Password reset by phone".
export type PasswordByPhonePayload = {
  newPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
};

installAuthCryptoPreload();

// POST /wps/member/password/verification (spec section 7, "enc"): sets the
// password with an SMS code and logs in (spec section 4), so it answers a login value.
export function postPasswordByPhone(payload: PasswordByPhonePayload) {
  return apiSealedRequest<LoginValue>('POST', '/wps/member/password/verification', payload);
}
