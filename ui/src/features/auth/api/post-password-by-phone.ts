import type { SealedPayload } from '../../../lib/api/sealed-payloads';
import { apiSealedRequest } from '../../../lib/crypto/sealed-request';
import { installAuthCryptoPreload } from './preload-crypto-for-auth';

// Spec section 5, "Password reset by phone".
export type PasswordByPhonePayload = SealedPayload<'POST', '/wps/member/password/verification'>;

installAuthCryptoPreload();

// POST /wps/member/password/verification (spec section 7, "enc"): sets the
// password with an SMS code and logs in (spec section 4), so it answers a login value.
export function postPasswordByPhone(payload: PasswordByPhonePayload) {
  return apiSealedRequest('POST', '/wps/member/password/verification', payload);
}
