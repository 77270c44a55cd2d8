import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../app/components/dialog';
import type { FormsApi } from '../../../lib/wasm/forms-api';
import { selectFeatures, useSystemStore } from '../../system/stores/system-store';
import { postLogin, type LoginPayload } from '../api/post-login';
import { useFormValidation } from '../hooks/use-form-validation';
import { useFormsReady, type FormsReady } from '../hooks/use-forms-ready';
import { startSession } from '../session/start-session';
import { selectCloseDialog, useAuthDialogStore } from '../stores/auth-dialog-store';
import { selectShowChange, usePasswordDialogStore } from '../stores/password-dialog-store';
import { FormError } from './form-error';
import { FormField } from './form-field';
import { FormsStatus, readyRules } from './forms-status';
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
      <LoginForm key={active} method={active} panelId={panelId} tabbed={methods.length > 1} ready={ready} onForgotPassword={onForgotPassword} />
      <p className="auth-switch">
        {t('auth.noAccount')}{' '}
        <button type="button" className="link-button" onClick={onSwitchToRegister}>
          {t('auth.toRegister')}
        </button>
      </p>
    </Dialog>
  );
}

type FormProps = {
  method: Method;
  panelId: string;
  tabbed: boolean;
  ready: FormsReady;
  onForgotPassword: () => void;
};

function LoginForm({ method, panelId, tabbed, ready, onForgotPassword }: FormProps) {
  const { t } = useTranslation();
  const showChange = usePasswordDialogStore(selectShowChange);
  const closeDialog = useAuthDialogStore(selectCloseDialog);
  const navigate = useNavigate();
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const validation = useFormValidation({ form: method === 'username' ? 'login.username' : 'login.sms', ...readyRules(ready) });
  const { messagesFor } = validation;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = validation.validateForSubmit(event.currentTarget);
    if (!values) return;
    // Sent exactly as validated: the server runs the same rules on the same bytes.
    const payload: LoginPayload =
      method === 'username'
        ? { type: 'username', username: String(values.username), password: String(values.password) }
        : { type: 'sms', mobileNum: String(values.mobileNum), verificationCode: String(values.verificationCode) };
    setBusy(true);
    setErrorCode(null);
    const result = await postLogin(payload);
    setBusy(false);
    if (!result.ok) {
      setErrorCode(result.error.code);
      return;
    }
    startSession(result.value, payload.type === 'username' ? payload.username : result.value.account);
    // The server decides (default password, expiry under enforcement); password logins only (spec section 4).
    if (payload.type === 'username' && (result.value.firstTimeLogin || result.value.passwordExpired)) {
      showChange(result.value.passwordExpired ? 'expired' : 'firstLogin', payload.username, payload.password);
      return;
    }
    closeDialog();
    navigate('/');
  };

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
      {method === 'username' ? (
        <>
          <FormField label={t('auth.username')} name="username" autoComplete="username" data-autofocus aria-required messages={messagesFor('username')} />
          <FormField label={t('auth.password')} name="password" type="password" autoComplete="current-password" aria-required messages={messagesFor('password')} />
        </>
      ) : (
        <>
          <FormField label={t('auth.mobileNumber')} name="mobileNum" type="tel" inputMode="numeric" autoComplete="tel" data-autofocus aria-required messages={messagesFor('mobileNum')} />
          <FormField label={t('auth.verificationCode')} name="verificationCode" inputMode="numeric" autoComplete="one-time-code" aria-required messages={messagesFor('verificationCode')} />
        </>
      )}
      <div className="auth-form__row">
        <label className="check">
          <input type="checkbox" name="remember" className="check__box" />
          <span>{t('auth.rememberMe')}</span>
        </label>
        <button type="button" className="link-button" onClick={onForgotPassword}>
          {t('validation.forgotLink')}
        </button>
      </div>
      <FormsStatus ready={ready} />
      <FormError code={errorCode} rulesRefused={validation.refused} />
      <button type="submit" className="button button--primary button--block" disabled={busy || ready.state !== 'ready'}>
        {busy ? t('auth.submitting') : t('auth.loginSubmit')}
      </button>
    </form>
  );
}
