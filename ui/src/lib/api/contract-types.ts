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

// Login is not in the contract yet (spec section 3, "Login response value").
export type LoginValue = Schemas['LoginValue'];
