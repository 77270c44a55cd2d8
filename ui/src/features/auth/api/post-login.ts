import { apiSealedRequest } from '../../../lib/crypto/sealed-request';
import type { LoginValue } from '../../../lib/api/contract-types';
import { installAuthCryptoPreload } from './preload-crypto-for-auth';

/** Which login page sent the request; the agent page refuses non-agents (non_agent_login). */
export type LoginPortal = 'member' | 'agent';

// Spec section 3 "Login payload", with our additions (api/openapi.yaml,
// LoginPayload): captchaId/captcha once a failed login asked for one, the
// browser's device token, the portal, and the code of the unregistered-IP step.
export type UsernameLoginPayload = {
  type: 'username';
  username: string;
  password: string;
  rememberMe?: boolean;
  captchaId?: string;
  captcha?: string;
  deviceToken?: string;
  portal?: LoginPortal;
  verificationCode?: string;
};

export type SmsLoginPayload = {
  type: 'sms';
  mobileNum: string;
  countryDialingCode?: string;
  verificationCode: string;
  rememberMe?: boolean;
};

export type LoginPayload = UsernameLoginPayload | SmsLoginPayload;

installAuthCryptoPreload();

// POST /wps/session/login (spec section 7, "enc"): the body travels only as an
// HPKE envelope bound to this method and path (lib/crypto/sealed-request.ts).
export function postLogin(payload: LoginPayload) {
  return apiSealedRequest<LoginValue>('POST', '/wps/session/login', payload);
}
