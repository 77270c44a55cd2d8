import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/dialog';
import type { FormsApi } from '../../../lib/wasm/forms-api';
import { useFeatureFlags } from '../../../lib/site/site-info';
import type { LoginValue } from '../../../lib/api/contract-types';
import { IpVerificationStep } from './ip-verification-step';
import { LoginBySmsForm } from './login-by-sms-form';
import { readIpVerificationChallenge, type IpVerificationChallenge } from '../lib/masked-destination';
import { useFormValidation } from '../../../lib/forms/use-form-validation';
import { useFormsReady } from '../../../lib/forms/use-forms-ready';
import type { FormsReady } from '../../../lib/forms/forms-ready';
import { usePasswordLogin } from '../hooks/use-password-login';
import { decideAfterLogin } from '../session/after-login';
import { completeLogin } from '../session/complete-login';
import { failureWantsVerification } from '../session/login-failure';
import { readRemembered, saveRemembered } from '../session/remember-me';
import { useAfterLoginPopupStore } from '../stores/after-login-popup-store';
import { selectCloseDialog, useAuthDialogStore } from '../stores/auth-dialog-store';
import { CaptchaField } from './captcha-field';
import { FormField } from '../../../components/form-field';
import { readyRules } from '../../../lib/forms/forms-status';
import { LoginFailureMessage } from './login-failure-message';
import { MethodTabs, type Method } from './method-tabs';
import { ValidatedForm } from '../../../lib/forms/validated-form';
import { textValue } from '../../../lib/forms/text-value';
import { FormSubmitRow } from '../../../lib/forms/form-submit-row';

type Props = {
  open: boolean;
  onClose: () => void;
  onSwitchToRegister: () => void;
  onForgotPassword: () => void;
  /** The free-play button, from the app (another feature's); it renders nothing unless FREEPLAY3 is on. */
  freePlay?: ReactNode;
  /** Injected in tests; the lazily imported wasm module otherwise. */
  loadFormsApi?: () => Promise<FormsApi>;
};

export function LoginDialog({ open, onClose, onSwitchToRegister, onForgotPassword, freePlay, loadFormsApi }: Props) {
  const { t } = useTranslation();
  const features = useFeatureFlags();
  // The mobile-code tab exists only when code login is enabled (spec section 2).
  const methods: Method[] = features.MOBILEVERCODELOGIN3 ? ['username', 'mobile'] : ['username'];
  const [method, setMethod] = useState<Method>('username');
  const active = methods.includes(method) ? method : 'username';
  const ready = useFormsReady(open, loadFormsApi);

  return (
    <Dialog open={open} onClose={onClose} title={t('auth.loginTitle')} className="dialog--auth">
      <MethodTabs methods={methods} value={active} onChange={setMethod}>
        {active === 'username' ? (
          <UsernameLoginForm ready={ready} onForgotPassword={onForgotPassword} />
        ) : (
          <SmsLoginTab ready={ready} onForgotPassword={onForgotPassword} />
        )}
      </MethodTabs>
      <p className="auth-switch">
        {t('auth.noAccount')}{' '}
        <button type="button" className="link-button" onClick={onSwitchToRegister}>
          {t('auth.toRegister')}
        </button>
      </p>
      {freePlay}
    </Dialog>
  );
}

type FormProps = { ready: FormsReady; onForgotPassword: () => void };

function UsernameLoginForm({ ready, onForgotPassword }: FormProps) {
  const { t } = useTranslation();
  const closeDialog = useAuthDialogStore(selectCloseDialog);
  const expiryEnforced = useFeatureFlags().PWDEXPFORCECHANGE3;
  const navigate = useNavigate();
  // Set while the unregistered-IP step is shown (contract: 403 ip_verification_required).
  const [challenge, setChallenge] = useState<IpVerificationChallenge | null>(null);
  const login = usePasswordLogin('member', (data) => {
    const asked = readIpVerificationChallenge(data);
    if (asked) setChallenge(asked);
  });
  // Read once per opening: the remembered last user pre-fills the form (spec section 3).
  const [remembered] = useState(readRemembered);
  const extraValues = useMemo(() => ({ captchaShown: login.captchaShown }), [login.captchaShown]);
  const validation = useFormValidation({ form: 'login.username', ...readyRules(ready), extraValues });
  const { messagesFor } = validation;
  // What the first attempt sent, kept for the step's repeats.
  const sent = useRef<{ username: string; password: string; rememberMe: boolean } | null>(null);

  const finish = (value: LoginValue) => {
    const { username, password, rememberMe } = sent.current!;
    saveRemembered(rememberMe, username);
    const next = completeLogin(value, { username, method: 'username', password, expiryEnforced });
    if (next.changePassword) return; // the change-password popup takes over
    closeDialog();
    void navigate('/');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = validation.validateForSubmit(event.currentTarget);
    if (!values) return;
    // Sent exactly as validated: the server runs the same rules on the same bytes.
    sent.current = {
      username: textValue(values.username),
      password: textValue(values.password),
      rememberMe: values.remember === true,
    };
    const value = await login.submit({ ...sent.current, captcha: textValue(values.captcha) });
    if (value) finish(value);
  };

  // The server sent a code; the same login is repeated with it.
  const failure = login.failure;
  if (challenge !== null) {
    return (
      <IpVerificationStep
        challenge={challenge}
        busy={login.busy}
        errorCode={failure !== null && !failureWantsVerification(failure) ? failure.code : null}
        onSubmitCode={(code) => {
          void login.resubmitWithCode(code).then((value) => value && finish(value));
        }}
        onResend={login.resendCode}
        onBack={() => setChallenge(null)}
      />
    );
  }

  return (
    <ValidatedForm validation={validation} onSubmit={onSubmit}>
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
      <FormSubmitRow ready={ready} busy={login.busy} label={t('auth.loginSubmit')}>
        <LoginFailureMessage failure={login.failure} rulesRefused={validation.refused} />
      </FormSubmitRow>
    </ValidatedForm>
  );
}

/**
 * The mobile-number tab (only with MOBILEVERCODELOGIN3): the login-by-SMS
 * form (dialing code, Get code with countdown, remember me) stores the session;
 * here an SMS login flags the after-login popup and goes home. It never opens
 * the change-password popup (spec section 4: not after an SMS login).
 */
function SmsLoginTab({ ready, onForgotPassword }: FormProps) {
  const { t } = useTranslation();
  const closeDialog = useAuthDialogStore(selectCloseDialog);
  const navigate = useNavigate();
  const onLoggedIn = (value: LoginValue) => {
    useAfterLoginPopupStore.getState().flag(decideAfterLogin(value, 'sms', false).popupKind);
    closeDialog();
    void navigate('/');
  };
  return (
    <LoginBySmsForm
      ready={ready}
      onLoggedIn={onLoggedIn}
      rowExtra={
        <button type="button" className="link-button" onClick={onForgotPassword}>
          {t('validation.forgotLink')}
        </button>
      }
    />
  );
}
