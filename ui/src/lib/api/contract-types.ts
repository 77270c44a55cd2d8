// Shapes of the calls the shell makes, taken from the generated OpenAPI types
// (schema.d.ts, `npm run gen:api` from api/openapi.yaml) so a contract change
// shows up as a type error here rather than as a runtime surprise.
import type { components } from './schema';

type Schemas = components['schemas'];

export type SystemStatus = Schemas['SystemStatus'];
export type SystemStatusCode = SystemStatus['systemStatus'];
export type LanguageListItem = Schemas['Language'];
export type LanguageList = Schemas['LanguagePage'];
export type FeatureFlags = Pick<
  Schemas['FeatureFlags'],
  'MOBILENUMREG3' | 'REGMOBVERF3' | 'MOBILENUMPASSREG3' | 'FREEPLAY3' | 'PWDEXPFORCECHANGE3' | 'MOBILEVERCODELOGIN3'
>;

// The login value every account call returns (login, register, free play, SMS
// login, set password by phone).
export type LoginValue = Schemas['LoginValue'];

/** GET /wps/captcha: a base64 PNG without the data: prefix. */
export type CaptchaValue = Schemas['Captcha'];

/** GET /wps/member/info: who is signed in, and whether the account has a password yet. */
export type MemberInfo = Schemas['MemberInfo'];

/** GET /wps/member/info/icon: the server-rendered avatar. */
export type MemberIconValue = { image: string };
