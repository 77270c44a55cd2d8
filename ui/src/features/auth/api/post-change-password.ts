import type { SealedPayload } from '../../../lib/api/sealed-payloads';
import { apiSealedRequest } from '../../../lib/crypto/sealed-request';
import { installAuthCryptoPreload } from './preload-crypto-for-auth';

// Spec section 5, "Password change".
export type ChangePasswordPayload = SealedPayload<'POST', '/wps/member/password'>;

installAuthCryptoPreload();

// POST /wps/member/password (spec section 7, "tok, enc"): the envelope also
// binds the session token, so it cannot be replayed under another session.
export function postChangePassword(payload: ChangePasswordPayload) {
  return apiSealedRequest('POST', '/wps/member/password', payload, { withToken: true });
}
