import type { components } from '../../../lib/api/schema';
import { apiSealedRequest } from '../../../lib/crypto/sealed-request';
import { installAuthCryptoPreload } from './preload-crypto-for-auth';

type Schemas = components['schemas'];

/** Which login page sent the request; the agent page refuses non-agents (non_agent_login). */
export type LoginPortal = NonNullable<Schemas['LoginPayload']['portal']>;

// Spec section 3 "Login payload", with our additions (api/openapi.yaml,
// LoginPayload): captchaId/captcha once a failed login asked for one, the
// browser's device token, the portal, and the code of the unregistered-IP step.
// The UI always names the type, so the two kinds stay apart.
export type UsernameLoginPayload = Schemas['LoginPayload'] & { type: 'username' };
export type SmsLoginPayload = Schemas['SmsLoginPayload'];
export type LoginPayload = UsernameLoginPayload | SmsLoginPayload;

installAuthCryptoPreload();

// POST /wps/session/login (spec section 7, "enc"): the body travels only as an
// HPKE envelope bound to this method and path (lib/crypto/sealed-request.ts).
export function postLogin(payload: LoginPayload) {
  return apiSealedRequest('POST', '/wps/session/login', payload);
}
