import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../app/components/dialog';
import type { FormsApi } from '../../../lib/wasm/forms-api';
import { FreePlayButton } from '../../free-play/components/free-play-button';
import { selectFeatures, useSystemStore } from '../../system/stores/system-store';
import { postLogin } from '../api/post-login';
import { useFormValidation } from '../hooks/use-form-validation';
import { useFormsReady, type FormsReady } from '../hooks/use-forms-ready';
import { usePasswordLogin } from '../hooks/use-password-login';
import { completeLogin } from '../session/complete-login';
import { failureWantsVerification } from '../session/login-failure';
import { readRemembered, saveRemembered } from '../session/remember-me';
import { selectCloseDialog, useAuthDialogStore } from '../stores/auth-dialog-store';
import { CaptchaField } from './captcha-field';
import { FormError } from './form-error';
import { FormField } from './form-field';
import { FormsStatus, readyRules } from './forms-status';
import { LoginFailureMessage } from './login-failure-message';
import { MethodTabs, type Method } from './method-tabs';

type Props = {
  open: boolean;
  onClose: () => void;
  onSwitchToRegister: () => void;
  onForgotPassword: () => void;
  /** Injected in tests; the lazily imported wasm module otherwise. */
  loadFormsApi?: () => Promise<FormsApi>;
};

export function LoginDialog({ open, onClose, onSwitchToRegister, onForgotPassword, loadFormsApi }: Props) {
  const { t } = useTranslation();
  const features = useSystemStore(selectFeatures);
  // The mobile-code tab exists only when code login is enabled (spec section 2).
  const methods: Method[] = features.MOBILEVERCODELOGIN3 ? ['username', 'mobile'] : ['username'];
  const [method, setMethod] = useState<Method>('username');
  const panelId = useId();
  const active = methods.includes(method) ? method : 'username';
  const ready = useFormsReady(open, loadFormsApi);

  return (
    <Dialog open={open} onClose={onClose} title={t('auth.loginTitle')} className="dialog--auth">
      <MethodTabs methods={methods} value={active} onChange={setMethod} panelId={panelId} />
      {active === 'username' ? (
        <UsernameLoginForm panelId={panelId} tabbed={methods.length > 1} ready={ready} onForgotPassword={onForgotPassword} />
      ) : (
        <SmsLoginForm panelId={panelId} ready={ready} />
      )}
      <p className="auth-switch">
        {t('auth.noAccount')}{' '}
        <button type="button" className="link-button" onClick={onSwitchToRegister}>
          {t('auth.toRegister')}
        </button>
      </p>
      {/* Only when the operator enables free play (FREEPLAY3); renders nothing otherwise. */}
      <FreePlayButton className="button button--ghost button--block login-free-play" />
    </Dialog>
  );
}

type FormProps = { panelId: string; tabbed: boolean; ready: FormsReady; onForgotPassword: () => void };

function UsernameLoginForm({ panelId, tabbed, ready, onForgotPassword }: FormProps) {
  const { t } = useTranslation();
  const closeDialog = useAuthDialogStore(selectCloseDialog);
  const navigate = useNavigate();
  const login = usePasswordLogin('member');
  // Read once per opening: the remembered last user pre-fills the form (spec section 3).
  const remembered = useMemo(readRemembered, []);
  const extraValues = useMemo(() => ({ captchaShown: login.captchaShown }), [login.captchaShown]);
  const validation = useFormValidation({ form: 'login.username', ...readyRules(ready), extraValues });
  const { messagesFor } = validation;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = validation.validateForSubmit(event.currentTarget);
    if (!values) return;
    // Sent exactly as validated: the server runs the same rules on the same bytes.
    const username = String(values.username);
    const password = String(values.password);
    const rememberMe = values.remember === true;
    const value = await login.submit({ username, password, rememberMe, captcha: String(values.captcha ?? '') });
    if (!value) return;
    saveRemembered(rememberMe, username);
    const next = completeLogin(value, { username, method: 'username', password });
    if (next.changePassword) return; // the change-password popup takes over
    closeDialog();
    navigate('/');
  };

  // Seam for the unregistered-IP step (UI2's ip-verification-step.tsx): the
  // failure's data names the channel and masked destination, and
  // login.resubmitWithCode(code) repeats this login with verificationCode.
  const needsVerification = login.failure !== null && failureWantsVerification(login.failure);

  return (
    <form
      ref={validation.formRef}
      id={panelId}
      className="auth-form"
      onSubmit={onSubmit}
      onBlur={validation.onBlur}
      onChange={validation.onChange}
      noValidate
      {...(tabbed ? { role: 'tabpanel' } : {})}
    >
      <FormField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        defaultValue={remembered.username}
        aria-required
        messages={messagesFor('username')}
        {...(remembered.username === '' ? { 'data-autofocus': true } : {})}
      />
      <FormField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        aria-required
        messages={messagesFor('password')}
        {...(remembered.username !== '' ? { 'data-autofocus': true } : {})}
      />
      {login.captchaShown && <CaptchaField captcha={login.captcha} messages={messagesFor('captcha')} />}
      <div className="auth-form__row">
        <label className="check">
          <input type="checkbox" name="remember" className="check__box" defaultChecked={remembered.remember} />
          <span>{t('auth.rememberMe')}</span>
        </label>
        <button type="button" className="link-button" onClick={onForgotPassword}>
          {t('validation.forgotLink')}
        </button>
      </div>
      <FormsStatus ready={ready} />
      <LoginFailureMessage failure={needsVerification ? null : login.failure} rulesRefused={validation.refused} />
      {needsVerification && (
        <p className="form-error" role="alert">
          {t('login.ipVerificationRequired')}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={login.busy || ready.state !== 'ready'}>
        {login.busy ? t('auth.submitting') : t('auth.loginSubmit')}
      </button>
    </form>
  );
}

/**
 * The mobile-number tab (only with MOBILEVERCODELOGIN3). UI2's
 * features/verification/login-by-sms-form.tsx (dialing-code selector, Get code
 * button and countdown) replaces these fields once it lands; the success path
 * below (completeLogin with method 'sms': never a password-change popup) stays.
 */
function SmsLoginForm({ panelId, ready }: { panelId: string; ready: FormsReady }) {
  const { t } = useTranslation();
  const closeDialog = useAuthDialogStore(selectCloseDialog);
  const navigate = useNavigate();
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const validation = useFormValidation({ form: 'login.sms', ...readyRules(ready) });
  const { messagesFor } = validation;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = validation.validateForSubmit(event.currentTarget);
    if (!values) return;
    setBusy(true);
    setErrorCode(null);
    const result = await postLogin({ type: 'sms', mobileNum: String(values.mobileNum), verificationCode: String(values.verificationCode) });
    setBusy(false);
    if (!result.ok) {
      setErrorCode(result.error.code);
      return;
    }
    completeLogin(result.value, { username: result.value.account, method: 'sms' });
    closeDialog();
    navigate('/');
  };

  return (
    <form ref={validation.formRef} id={panelId} className="auth-form" role="tabpanel" onSubmit={onSubmit} onBlur={validation.onBlur} onChange={validation.onChange} noValidate>
      <FormField label={t('auth.mobileNumber')} name="mobileNum" type="tel" inputMode="numeric" autoComplete="tel" data-autofocus aria-required messages={messagesFor('mobileNum')} />
      <FormField label={t('auth.verificationCode')} name="verificationCode" inputMode="numeric" autoComplete="one-time-code" aria-required messages={messagesFor('verificationCode')} />
      <FormsStatus ready={ready} />
      <FormError code={errorCode} rulesRefused={validation.refused} />
      <button type="submit" className="button button--primary button--block" disabled={busy || ready.state !== 'ready'}>
        {busy ? t('auth.submitting') : t('auth.loginSubmit')}
      </button>
    </form>
  );
}
