import { en } from '../../locales/en';

export type ErrorKey = keyof typeof en.errors;

function isErrorKey(code: string): code is ErrorKey {
  return Object.prototype.hasOwnProperty.call(en.errors, code);
}

/**
 * The i18n key that explains a failure. The UI translates by error key (spec
 * section 8); a key we have no text for is shown as the generic network error.
 */
export function errorMessageKey(code: string): `errors.${ErrorKey}` {
  return isErrorKey(code) ? `errors.${code}` : 'errors.network_error';
}
