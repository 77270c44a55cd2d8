import { apiSealedRequest } from '../../../lib/crypto/sealed-request';
import { installAuthCryptoPreload } from './preload-crypto-for-auth';

// Spec section 5, "Password change".
export type ChangePasswordPayload = {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
};

installAuthCryptoPreload();

// POST /wps/member/password (spec section 7, "tok, enc"): the envelope also
// binds the session token, so it cannot be replayed under another session.
export function postChangePassword(payload: ChangePasswordPayload) {
  return apiSealedRequest<boolean>('POST', '/wps/member/password', payload, { withToken: true });
}
