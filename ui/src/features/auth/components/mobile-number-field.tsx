import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessages } from '../../../components/field-messages';
import { errorMessageKey } from '../../../lib/api/error-message-key';
import type { FieldMessage } from '../../../lib/wasm/forms-api';
import type { SelectedCountry } from '../hooks/use-selected-country';
import { CountryDialingSelect } from './country-dialing-select';

type Props = {
  country: SelectedCountry;
  messages?: readonly FieldMessage[];
  required?: boolean;
  autoFocus?: boolean;
  defaultValue?: string;
};

/**
 * Mobile number with its country dialing code in front (spec section 2). The
 * number's control is named mobileNum so the form validators read it as any
 * other field; the dialing code travels as the selected country's code.
 */
export function MobileNumberField({ country, messages = [], required = true, autoFocus = false, defaultValue }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const messagesId = `${id}-messages`;
  const invalid = messages.length > 0;
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {t('auth.mobileNumber')}
      </label>
      <div className="mobile-field">
        <CountryDialingSelect
          countries={country.countries}
          value={country.selected?.countryCode ?? ''}
          onChange={country.select}
        />
        <input
          id={id}
          name="mobileNum"
          className="field__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-required={required}
          aria-invalid={invalid}
          aria-describedby={invalid ? messagesId : undefined}
          defaultValue={defaultValue}
          {...(autoFocus ? { 'data-autofocus': true } : {})}
        />
      </div>
      <FieldMessages id={messagesId} messages={messages} />
      {/* The list failed: said under the field (not as the form's error), with a retry. */}
      {country.errorCode !== null && (
        <div className="mobile-field__error">
          <p role="alert">{t(errorMessageKey(country.errorCode))}</p>
          <button type="button" className="link-button" onClick={country.retry}>
            {t('common.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
