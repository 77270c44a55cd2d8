import type { TFunction } from 'i18next';
import { errorMessageKey } from '../../../lib/api/error-message-key';
import { FORM_MESSAGE_PARAMS, isFormMessageKey } from '../../../lib/wasm/forms-messages';
import { NICKNAME_MAX_LENGTH } from './downline-form';

/**
 * The text for a refused registerCenter submit. Besides the site's error keys
 * the server answers with the shared registration form's message keys (its
 * verdict, the same as the wasm's): those read as the form's own messages. The
 * browser checks username and password before sending, so in practice that is
 * the nickname's length or format; its limits are the contract's.
 */
export function downlineFailureText(t: TFunction, code: string): string {
  if (code === 'field_length_range') {
    return t('validation.messages.field_length_range', { min: 1, max: NICKNAME_MAX_LENGTH });
  }
  if (isFormMessageKey(code) && FORM_MESSAGE_PARAMS[code].length === 0) {
    // i18next's types cannot pair a key chosen at run time with its (here: no) parameters.
    return (t as unknown as (key: string) => string)(`validation.messages.${code}`);
  }
  return t(errorMessageKey(code));
}
