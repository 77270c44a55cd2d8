import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/dialog';
import { errorMessageKey } from '../../../lib/api/error-message-key';
import type { FormsApi } from '../../../lib/wasm/forms-api';
import { useFeatureFlags } from '../../../lib/site/site-info';
import { postSmsNoLogin } from '../api/post-sms-no-login';
import { GetCodeButton } from './get-code-button';
import { MobileNumberField } from './mobile-number-field';
import { VerificationCodeField } from './verification-code-field';
import { readMobileNumber, useDestinationCheck } from '../hooks/use-destination-check';
import { useSelectedCountry } from '../hooks/use-selected-country';
import { useSendCaptcha } from '../hooks/use-send-captcha';
import { SendCaptchaField } from './send-captcha-field';
import { postForgotPasswordByEmail } from '../api/post-forgot-password-by-email';
import { postPasswordByPhone } from '../api/post-password-by-phone';
import { useFormValidation } from '../../../lib/forms/use-form-validation';
import { useFormsReady } from '../../../lib/forms/use-forms-ready';
import type { FormsReady } from '../../../lib/forms/forms-ready';
import { startSession } from '../../../lib/session/start-session';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { readyRules } from '../../../lib/forms/forms-status';
import { MethodTabs } from './method-tabs';
import { NoticeDialog, type Notice } from './notice-dialog';
import { ValidatedForm } from '../../../lib/forms/validated-form';
import { textValue } from '../../../lib/forms/text-value';
import { FormSubmitRow } from '../../../lib/forms/form-submit-row';
import { NewPasswordFields } from '../../../lib/forms/new-password-fields';

type ResetMethod = 'email' | 'phone';

/**
 * The password code's countdown. The server's countdown is per number, not per
 * purpose, so it is the login code's: a second code for the number would be refused anyway.
 */
const PASSWORD_CODE_COUNTDOWN = 'noLogin';

type Props = {
  open: boolean;
  onClose: () => void;
  /**
   * setPassword: a signed-in account without a password (mobile sign-up by SMS
   * code) sets its first one; only the phone method applies, under its own title.
   */
  purpose?: 'forgot' | 'setPassword';
  /** Injected in tests; the lazily imported wasm module otherwise. */
  loadFormsApi?: () => Promise<FormsApi>;
};

/**
 * Forgot-password popup (spec sections 2 and 4): by e-mail, and by phone when
 * the phone method is allowed. The phone method needs codes from
 * /wps/verification/sms/noLogin, which the server gives only while SMS code
 * login (MOBILEVERCODELOGIN3) is on, so that flag decides whether it is offered.
 */
export function ForgotPasswordDialog({ open, onClose, purpose = 'forgot', loadFormsApi }: Props) {
  const { t } = useTranslation();
  const features = useFeatureFlags();
  const methods: ResetMethod[] =
    purpose === 'setPassword' ? ['phone'] : features.MOBILEVERCODELOGIN3 ? ['email', 'phone'] : ['email'];
  const [method, setMethod] = useState<ResetMethod>('email');
  const [notice, setNotice] = useState<Notice | null>(null);
  const active: ResetMethod = methods.includes(method) ? method : (methods[0] ?? 'email');
  const ready = useFormsReady(open, loadFormsApi);

  // By e-mail the popup closes either way (spec section 4); what happened is told after.
  const onEmailAnswered = (errorCode: string | null) => {
    onClose();
    setNotice(
      errorCode === null
        ? { title: t('verification.emailSentTitle'), message: t('verification.emailSent') }
        : { title: t('verification.emailFailedTitle'), message: t(errorMessageKey(errorCode)) },
    );
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        title={t(purpose === 'setPassword' ? 'validation.setPasswordTitle' : 'validation.forgotTitle')}
        className="dialog--auth"
      >
        <MethodTabs<ResetMethod>
          methods={methods}
          value={active}
          onChange={setMethod}
          ariaLabel={t('validation.forgotMethodLabel')}
          labels={{ email: t('validation.tabEmail'), phone: t('validation.tabPhone') }}
        >
          {active === 'email' ? (
            <ForgotByEmailForm ready={ready} onAnswered={onEmailAnswered} />
          ) : (
            <ForgotByPhoneForm ready={ready} onLoggedIn={onClose} />
          )}
        </MethodTabs>
      </Dialog>
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

type EmailProps = { ready: FormsReady; onAnswered: (errorCode: string | null) => void };

function ForgotByEmailForm({ ready, onAnswered }: EmailProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const validation = useFormValidation({ form: 'forgotPassword.email', ...readyRules(ready) });
  const { messagesFor } = validation;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = validation.validateForSubmit(event.currentTarget);
    if (!values) return;
    setBusy(true);
    const result = await postForgotPasswordByEmail({
      username: textValue(values.username),
      email: textValue(values.email),
    });
    setBusy(false);
    onAnswered(result.ok ? null : result.error.code);
  };

  return (
    <ValidatedForm validation={validation} onSubmit={onSubmit}>
      <FormField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        data-autofocus
        aria-required
        messages={messagesFor('username')}
      />
      <FormField
        label={t('validation.fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        aria-required
        messages={messagesFor('email')}
      />
      <FormSubmitRow ready={ready} busy={busy} label={t('validation.forgotEmailSubmit')}>
        <FormError code={null} rulesRefused={validation.refused} />
      </FormSubmitRow>
    </ValidatedForm>
  );
}

type PhoneProps = { ready: FormsReady; onLoggedIn: () => void };

function ForgotByPhoneForm({ ready, onLoggedIn }: PhoneProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const country = useSelectedCountry();
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rules = readyRules(ready);
  const validation = useFormValidation({ form: 'forgotPassword.phone', ...rules });
  const { messagesFor } = validation;
  const checkDestination = useDestinationCheck(rules.forms, rules.settings);
  const sendCaptcha = useSendCaptcha(PASSWORD_CODE_COUNTDOWN);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = validation.validateForSubmit(event.currentTarget);
    if (!values) return;
    if (!country.selected) {
      setErrorCode(country.errorCode ?? 'network_error');
      return;
    }
    setBusy(true);
    setErrorCode(null);
    const result = await postPasswordByPhone({
      newPassword: textValue(values.newPassword),
      mobileNum: textValue(values.mobileNum),
      countryDialingCode: country.selected.countryDialingCode,
      verificationCode: textValue(values.verificationCode),
    });
    setBusy(false);
    if (!result.ok) {
      setErrorCode(result.error.code);
      return;
    }
    // The new password logs the player in (spec section 4): keep the session and go home.
    startSession(result.value, result.value.account);
    onLoggedIn();
    void navigate('/');
  };

  return (
    <ValidatedForm validation={validation} onSubmit={onSubmit}>
      <MobileNumberField country={country} messages={messagesFor('mobileNum')} autoFocus />
      <SendCaptchaField sendCaptcha={sendCaptcha} />
      <VerificationCodeField messages={messagesFor('verificationCode')}>
        <GetCodeButton
          countdownKey={PASSWORD_CODE_COUNTDOWN}
          send={() => {
            const checked = checkDestination(readMobileNumber(validation.formRef.current), country.selected);
            if ('problem' in checked) return checked;
            // A password code: a login code would not set a password (nor this one log in).
            return sendCaptcha.send(validation.formRef.current, (fields) =>
              postSmsNoLogin({ ...checked.destination, purpose: 'password', ...fields }),
            );
          }}
        />
      </VerificationCodeField>
      <NewPasswordFields messagesFor={messagesFor} withConfirmation={false} />
      <FormSubmitRow ready={ready} busy={busy} label={t('validation.forgotPhoneSubmit')}>
        <FormError code={errorCode} rulesRefused={validation.refused} />
      </FormSubmitRow>
    </ValidatedForm>
  );
}
