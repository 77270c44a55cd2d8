import type { SealedPayload } from '../../../lib/api/sealed-payloads';
import { apiSealedRequest } from '../../../lib/crypto/sealed-request';
import { installAuthCryptoPreload } from './preload-crypto-for-auth';

export type ResetPasswordPayload = SealedPayload<'POST', '/wps/member/password/reset'>;

installAuthCryptoPreload();

// POST /wps/member/password/reset (enc): the e-mailed link's token sets a new
// password once; a bad, used or expired token answers reset_token_invalid.
export function postResetPassword(payload: ResetPasswordPayload) {
  return apiSealedRequest('POST', '/wps/member/password/reset', payload);
}
