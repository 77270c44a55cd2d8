import type { LoginValue } from '../../../lib/api/contract-types';
import { apiSealedRequest } from '../../../lib/crypto/sealed-request';
import { installAuthCryptoPreload } from './preload-crypto-for-auth';

export type RegisterPayload = {
  username: string;
  /** Absent only on a mobile sign-up without a password (MOBILENUMPASSREG3 off). */
  password?: string;
  confirmPassword?: string;
  referralCode: string;
  domain: string;
  login: true;
  /** Both ticked, or the dialog does not submit; the server refuses them absent. */
  termsAccepted: true;
  ageConfirmed: true;
  /** The optional fields (spec section 5) the operator enabled, by name. */
  [optionalField: string]: string | boolean;
};

installAuthCryptoPreload();

// PUT /wps/member/register (spec section 7, "enc"); sealed like login (see post-login.ts).
export function putRegister(payload: RegisterPayload) {
  return apiSealedRequest<LoginValue>('PUT', '/wps/member/register', payload);
}
