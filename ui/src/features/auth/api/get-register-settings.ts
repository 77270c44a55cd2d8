import { apiGet } from '../../../lib/api/client';
import type { RegistrationSettings } from '../../../lib/wasm/forms-api';

// GET /wps/system/setting/register: the operator's field rules, passed as they are
// to the wasm validators (format: shared/include/panalo/validation/registration_settings.hpp).
export function getRegisterSettings(signal?: AbortSignal) {
  return apiGet<RegistrationSettings>('/wps/system/setting/register', signal ? { signal } : {});
}
