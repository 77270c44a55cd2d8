import type { SealedPayload } from '../../../lib/api/sealed-payloads';
import { apiSealedRequest } from '../../../lib/crypto/sealed-request';
import { installAuthCryptoPreload } from './preload-crypto-for-auth';

/**
 * The registration user (contract: RegisterPayload). Consent is typed `true`:
 * the dialog does not submit unless both boxes are ticked, and the server
 * refuses a body without them. The optional fields of spec section 5 are sent
 * only when the operator enabled them.
 */
export type RegisterPayload = SealedPayload<'PUT', '/wps/member/register'>;

installAuthCryptoPreload();

// PUT /wps/member/register (spec section 7, "enc"); sealed like login (see post-login.ts).
export function putRegister(payload: RegisterPayload) {
  return apiSealedRequest('PUT', '/wps/member/register', payload);
}
