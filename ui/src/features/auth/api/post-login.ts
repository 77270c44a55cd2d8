import { apiSealedRequest } from '../../../lib/crypto/sealed-request';
import type { LoginValue } from '../../../lib/api/contract-types';
import { installAuthCryptoPreload } from './preload-crypto-for-auth';

export type LoginPayload =
  | { type: 'username'; username: string; password: string; captcha?: string }
  | SmsLoginPayload;

/**
 * SMS login (contract, VERIFY stream). countryDialingCode is optional here only
 * so older callers still compile; the SMS login form always sends it.
 */
export type SmsLoginPayload = {
  type: 'sms';
  mobileNum: string;
  countryDialingCode?: string;
  verificationCode: string;
  rememberMe?: boolean;
};

installAuthCryptoPreload();

// POST /wps/session/login (spec section 7, "enc"): the body travels only as an
// HPKE envelope bound to this method and path (lib/crypto/sealed-request.ts).
export function postLogin(payload: LoginPayload) {
  return apiSealedRequest<LoginValue>('POST', '/wps/session/login', payload);
}
