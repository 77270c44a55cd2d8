import { useTranslation } from 'react-i18next';
import type { FormsApi, RegistrationSettings } from '../../../lib/wasm/forms-api';
import { isFormRefusal } from '../../../lib/wasm/forms-api';
import { messageInterpolation } from '../../../lib/wasm/forms-messages';
import type { Country } from '../api/get-countries';

export type Destination = { mobileNum: string; countryDialingCode: string };

/** The number typed into a form's mobileNum control. */
export function readMobileNumber(form: HTMLFormElement | null): string {
  const control = form?.elements.namedItem('mobileNum');
  return control instanceof HTMLInputElement ? control.value : '';
}

/**
 * Checks a destination with the shared validators' smsCode form before a code
 * is asked for, and says what is wrong in words (for the warning popup).
 */
export function useDestinationCheck(forms: FormsApi | null, settings: RegistrationSettings | null) {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, options?: Record<string, number>) => string;
  return (mobileNum: string, country: Country | null): { destination: Destination } | { problem: string } => {
    if (!forms || !settings) return { problem: t('validation.preparing') };
    if (!country) return { problem: t('verification.dialingCodeMissing') };
    const destination = { mobileNum, countryDialingCode: country.countryDialingCode };
    const verdict = forms.validateForm('smsCode', destination, settings);
    if (isFormRefusal(verdict)) return { problem: t('validation.rulesUnavailable') };
    const first = Object.values(verdict.fields).flat()[0];
    if (!first) return { destination };
    return { problem: translate(`validation.messages.${first.key}`, messageInterpolation(first.key, first.params)) };
  };
}
