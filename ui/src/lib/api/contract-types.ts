// Names for contract shapes that many modules share, taken from the generated
// OpenAPI types (schema.d.ts, `npm run gen:api` from api/openapi.yaml). Nothing
// here is typed by hand: an operation's own request and answer types come from
// its path through the typed client (lib/api/client.ts), so only shapes used
// away from any one call are named here.
import type { components } from './schema';

type Schemas = components['schemas'];

export type SystemStatus = Schemas['SystemStatus'];
export type FeatureFlags = Pick<
  Schemas['FeatureFlags'],
  'MOBILENUMREG3' | 'REGMOBVERF3' | 'MOBILENUMPASSREG3' | 'FREEPLAY3' | 'PWDEXPFORCECHANGE3' | 'MOBILEVERCODELOGIN3'
>;

// The login value every account call returns (login, register, free play, SMS
// login, set password by phone).
export type LoginValue = Schemas['LoginValue'];

// The security page's registration details (masked by the server).
export type RegistrationDetails = Schemas['RegistrationDetails'];
// One row of the member's session list (GET /wps/member/sessions).
export type ActiveSession = Schemas['ActiveSession'];
// Deposits and withdrawals (member center pages depositv2 and withdraw).
export type PaymentChannel = Schemas['PaymentChannel'];
export type DepositRecord = Schemas['DepositRecord'];
export type DepositLimit = Schemas['DepositLimit'];
export type WithdrawalRecord = Schemas['WithdrawalRecord'];
export type WithdrawalList = Schemas['WithdrawalList'];
