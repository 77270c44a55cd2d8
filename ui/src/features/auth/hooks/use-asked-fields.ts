import { useMemo } from 'react';
import { isFormRefusal, type FormName, type FormsApi, type RegistrationSettings } from '../../../lib/wasm/forms-api';

/**
 * The fields a form asks for under the operator's rules, as the shared
 * validator judges an empty form: every field it reports is one the form needs.
 * A popup draws exactly those, with no TypeScript copy of the rules (mobile
 * sign-up without a password, for one, asks for the SMS code instead).
 * Null while the validators or the rules are loading.
 */
export function useAskedFields(
  form: FormName,
  forms: FormsApi | null,
  settings: RegistrationSettings | null,
): ReadonlySet<string> | null {
  return useMemo(() => {
    if (!forms || !settings) return null;
    const verdict = forms.validateForm(form, {}, settings);
    return isFormRefusal(verdict) ? null : new Set(Object.keys(verdict.fields));
  }, [form, forms, settings]);
}
