import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginValue } from '../../../lib/api/contract-types';
import { postLogin } from '../api/post-login';
import { FormError } from '../../../components/form-error';
import { readyRules } from '../../../lib/forms/forms-status';
import { useFormValidation } from '../../../lib/forms/use-form-validation';
import type { FormsReady } from '../../../lib/forms/forms-ready';
import { startSession } from '../../../lib/session/start-session';
import { postSmsNoLogin } from '../api/post-sms-no-login';
import { readMobileNumber, useDestinationCheck } from '../hooks/use-destination-check';
import { useSelectedCountry } from '../hooks/use-selected-country';
import { useSendCaptcha } from '../hooks/use-send-captcha';
import { readSmsLoginDetails, rememberSmsLoginDetails } from '../lib/sms-login-memory';
import { GetCodeButton } from './get-code-button';
import { MobileNumberField } from './mobile-number-field';
import { SendCaptchaField } from './send-captcha-field';
import { VerificationCodeField } from './verification-code-field';
import { ValidatedForm } from '../../../lib/forms/validated-form';
import { textValue } from '../../../lib/forms/text-value';
import { FormSubmitRow } from '../../../lib/forms/form-submit-row';

type Props = {
  ready: FormsReady;
  /** Set when the form is the panel of the login popup's method tabs. */
  /**
   * Stores the session; by default startSession. The login popup may pass its
   * own completion (e.g. one that also flags the after-login popup).
   */
  keepSession?: (value: LoginValue) => void;
  /** After the session is kept: the popup closes and goes home. */
  onLoggedIn: (value: LoginValue) => void;
  /** Drawn in the remember-me row (e.g. the forgot-password link). */
  rowExtra?: ReactNode;
};

// An SMS login names no username: the account is the one the server answers.
function keepSmsSession(value: LoginValue) {
  startSession(value, value.account);
}

/**
 * Login by mobile number and SMS code (spec sections 2 and 5): dialing code,
 * number, code with Get code, remember me. Validated by the shared login.sms
 * form, sent sealed as a type "sms" login; SMS logins never force a password change.
 */
export function LoginBySmsForm({ ready, keepSession = keepSmsSession, onLoggedIn, rowExtra }: Props) {
  const { t } = useTranslation();
  const [remembered] = useState(readSmsLoginDetails);
  const country = useSelectedCountry(remembered?.countryCode ?? '');
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rules = readyRules(ready);
  const validation = useFormValidation({ form: 'login.sms', ...rules });
  const { messagesFor } = validation;
  const checkDestination = useDestinationCheck(rules.forms, rules.settings);
  const sendCaptcha = useSendCaptcha('noLogin');

  const destination = () => checkDestination(readMobileNumber(validation.formRef.current), country.selected);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = validation.validateForSubmit(form);
    if (!values) return;
    if (!country.selected) {
      setErrorCode(country.errorCode ?? 'network_error');
      return;
    }
    const rememberMe = (form.elements.namedItem('rememberMe') as HTMLInputElement | null)?.checked === true;
    const mobileNum = textValue(values.mobileNum);
    setBusy(true);
    setErrorCode(null);
    const result = await postLogin({
      type: 'sms',
      mobileNum,
      countryDialingCode: country.selected.countryDialingCode,
      verificationCode: textValue(values.verificationCode),
      rememberMe,
    });
    setBusy(false);
    if (!result.ok) {
      setErrorCode(result.error.code);
      return;
    }
    rememberSmsLoginDetails(rememberMe ? { mobileNum, countryCode: country.selected.countryCode } : null);
    keepSession(result.value);
    onLoggedIn(result.value);
  };

  return (
    <ValidatedForm validation={validation} onSubmit={onSubmit}>
      <MobileNumberField
        country={country}
        messages={messagesFor('mobileNum')}
        autoFocus
        defaultValue={remembered?.mobileNum ?? ''}
      />
      <SendCaptchaField sendCaptcha={sendCaptcha} />
      <VerificationCodeField messages={messagesFor('verificationCode')}>
        <GetCodeButton
          countdownKey="noLogin"
          send={() => {
            const checked = destination();
            if ('problem' in checked) return checked;
            return sendCaptcha.send(validation.formRef.current, (fields) =>
              postSmsNoLogin({ ...checked.destination, purpose: 'login', ...fields }),
            );
          }}
        />
      </VerificationCodeField>
      <div className="auth-form__row">
        <label className="check">
          <input type="checkbox" name="rememberMe" className="check__box" defaultChecked={remembered !== null} />
          <span>{t('auth.rememberMe')}</span>
        </label>
        {rowExtra}
      </div>
      <FormSubmitRow ready={ready} busy={busy} label={t('auth.loginSubmit')}>
        <FormError code={errorCode} rulesRefused={validation.refused} />
      </FormSubmitRow>
    </ValidatedForm>
  );
}
