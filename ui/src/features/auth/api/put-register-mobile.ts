import type { LoginValue } from '../../../lib/api/contract-types';
import { apiSealedRequest } from '../../../lib/crypto/sealed-request';
import type { RegisterPayload } from './put-register';
import { installAuthCryptoPreload } from './preload-crypto-for-auth';

// Spec section 5: mobile registration adds these to the registration user.
export type RegisterMobilePayload = RegisterPayload & {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode?: string;
  registerUrl: string;
  affiliateCode: string;
  registerMethod: 'WEB';
};

installAuthCryptoPreload();

// PUT /wps/member/register/mobile (spec section 7, "enc").
export function putRegisterMobile(payload: RegisterMobilePayload) {
  return apiSealedRequest<LoginValue>('PUT', '/wps/member/register/mobile', payload);
}
