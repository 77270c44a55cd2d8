import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessages } from '../../../components/field-messages';
import type { FieldMessage } from '../../../lib/wasm/forms-api';

type Props = {
  messages?: readonly FieldMessage[];
  required?: boolean;
  autoFocus?: boolean;
  /** The Get-code button, drawn beside the input. */
  children: ReactNode;
};

/** The SMS code input (named verificationCode for the validators) with its Get-code button. */
export function VerificationCodeField({ messages = [], required = true, autoFocus = false, children }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const messagesId = `${id}-messages`;
  const invalid = messages.length > 0;
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {t('auth.verificationCode')}
      </label>
      <div className="code-field">
        <input
          id={id}
          name="verificationCode"
          className="field__input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={255}
          aria-required={required}
          aria-invalid={invalid}
          aria-describedby={invalid ? messagesId : undefined}
          {...(autoFocus ? { 'data-autofocus': true } : {})}
        />
        {children}
      </div>
      <FieldMessages id={messagesId} messages={messages} />
    </div>
  );
}
