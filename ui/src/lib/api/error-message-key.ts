import type { en } from '../../locales/en';
import { ty } from '../../locales/ty';

export type ErrorKey = keyof typeof en.errors;

// Tagalog ships in the entry chunk (English is fetched on demand), and every
// bundle has exactly English's keys (LocaleBundle), so its error keys are the list.
function isErrorKey(code: string): code is ErrorKey {
  return Object.prototype.hasOwnProperty.call(ty.errors, code);
}

/**
 * The i18n key that explains a failure. The UI translates by error key (spec
 * section 8); a key we have no text for is shown as the generic network error.
 */
export function errorMessageKey(code: string): `errors.${ErrorKey}` {
  return isErrorKey(code) ? `errors.${code}` : 'errors.network_error';
}
