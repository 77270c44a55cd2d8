import type { SealedPayload } from '../../../lib/api/sealed-payloads';
import { apiSealedRequest } from '../../../lib/crypto/sealed-request';
import { installAuthCryptoPreload } from './preload-crypto-for-auth';

// Spec section 5: mobile registration adds the number, the page and the method
// to the registration user (contract: RegisterMobilePayload).
export type RegisterMobilePayload = SealedPayload<'PUT', '/wps/member/register/mobile'>;

installAuthCryptoPreload();

// PUT /wps/member/register/mobile (spec section 7, "enc").
export function putRegisterMobile(payload: RegisterMobilePayload) {
  return apiSealedRequest('PUT', '/wps/member/register/mobile', payload);
}
