import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Dialog } from '../../../app/components/dialog';
import type { FormsApi } from '../../../lib/wasm/forms-api';
import { selectFeatures, useSystemStore } from '../../system/stores/system-store';
import { putRegister } from '../api/put-register';
import { putRegisterMobile } from '../api/put-register-mobile';
import { useFormValidation } from '../hooks/use-form-validation';
import { useFormsReady, type FormsReady } from '../hooks/use-forms-ready';
import { startSession } from '../session/start-session';
import { selectCloseDialog, selectReferralCode, useAuthDialogStore } from '../stores/auth-dialog-store';
import { CheckField } from './check-field';
import { FormError } from './form-error';
import { FormField } from './form-field';
import { FormsStatus, readyRules } from './forms-status';
import { MethodTabs, type Method } from './method-tabs';
import { OPTIONAL_FIELDS, OptionalFields } from './optional-fields';

type Props = {
  open: boolean;
  onClose: () => void;
  onSwitchToLogin: () => void;
  onOpenTerms: () => void;
  /** Injected in tests; the lazily imported wasm module otherwise. */
  loadFormsApi?: () => Promise<FormsApi>;
};

export function RegisterDialog({ open, onClose, onSwitchToLogin, onOpenTerms, loadFormsApi }: Props) {
  const { t } = useTranslation();
  const features = useSystemStore(selectFeatures);
  const methods: Method[] = features.MOBILENUMREG3 ? ['username', 'mobile'] : ['username'];
  const [method, setMethod] = useState<Method>('username');
  const panelId = useId();
  const active = methods.includes(method) ? method : 'username';
  const ready = useFormsReady(open, loadFormsApi);

  return (
    <Dialog open={open} onClose={onClose} title={t('auth.registerTitle')} className="dialog--auth">
      <MethodTabs methods={methods} value={active} onChange={setMethod} panelId={panelId} />
      <RegisterForm key={active} method={active} panelId={panelId} tabbed={methods.length > 1} onOpenTerms={onOpenTerms} ready={ready} />
      <p className="auth-switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={onSwitchToLogin}>
          {t('auth.toLogin')}
        </button>
      </p>
    </Dialog>
  );
}

type FormProps = {
  method: Method;
  panelId: string;
  tabbed: boolean;
  onOpenTerms: () => void;
  ready: FormsReady;
};

function RegisterForm({ method, panelId, tabbed, onOpenTerms, ready }: FormProps) {
  const { t } = useTranslation();
  const referralCode = useAuthDialogStore(selectReferralCode);
  const closeDialog = useAuthDialogStore(selectCloseDialog);
  const navigate = useNavigate();
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rules = readyRules(ready);
  const { settings } = rules;
  const validation = useFormValidation({ form: method === 'username' ? 'registration.username' : 'registration.mobile', ...rules });
  const { messagesFor } = validation;
  // Until the rules are in, only the fields every registration has are drawn.
  const mobileRule = settings?.fields?.mobileNum;
  const showMobile = method === 'mobile' || mobileRule?.enabled === true;
  const minimumAge = settings?.minimumAge ?? 18;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Terms default to checked; unchecking blocks the submit (spec section 4), as any other message does.
    const values = validation.validateForSubmit(event.currentTarget);
    if (!values) return;
    setBusy(true);
    setErrorCode(null);
    // Only enabled optional fields are in the form, so only those are sent.
    const optional = Object.fromEntries(
      OPTIONAL_FIELDS.filter((name) => typeof values[name] === 'string').map((name) => [name, String(values[name])]),
    );
    const common = {
      ...optional,
      password: String(values.password),
      confirmPassword: String(values.confirmPassword),
      referralCode,
      domain: window.location.hostname,
      login: true,
      termsAccepted: true,
      ageConfirmed: true,
    } as const;
    const result =
      method === 'username'
        ? await putRegister({ ...common, username: String(values.username) })
        : await putRegisterMobile({
            ...common,
            username: '',
            mobileNum: String(values.mobileNum),
            // The dialing-code selector (spec section 2) comes with the country list call.
            countryDialingCode: '',
            ...(typeof values.verificationCode === 'string' ? { verificationCode: values.verificationCode } : {}),
            registerUrl: window.location.href,
            affiliateCode: typeof values.affiliateCode === 'string' ? values.affiliateCode : '',
            registerMethod: 'WEB',
          });
    setBusy(false);
    if (!result.ok) {
      setErrorCode(result.error.code);
      return;
    }
    // Registration logs the player in (spec section 4): keep the session, close, go home.
    startSession(result.value, result.value.account);
    closeDialog();
    navigate('/');
  };

  const mobileField = (
    <FormField
      label={t('auth.mobileNumber')}
      name="mobileNum"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      aria-required={method === 'mobile' || mobileRule?.required === true}
      messages={messagesFor('mobileNum')}
      {...(method === 'mobile' ? { 'data-autofocus': true } : {})}
    />
  );
  const codeField = settings?.smsVerification === true && showMobile && (
    <FormField label={t('auth.verificationCode')} name="verificationCode" inputMode="numeric" autoComplete="one-time-code" messages={messagesFor('verificationCode')} />
  );

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
      {method === 'mobile' && mobileField}
      {method === 'mobile' && codeField}
      {method === 'username' && (
        <FormField label={t('auth.username')} name="username" autoComplete="username" data-autofocus aria-required messages={messagesFor('username')} />
      )}
      <FormField label={t('auth.password')} name="password" type="password" autoComplete="new-password" aria-required messages={messagesFor('password')} />
      <FormField label={t('auth.confirmPassword')} name="confirmPassword" type="password" autoComplete="new-password" aria-required messages={messagesFor('confirmPassword')} />
      {method === 'username' && showMobile && mobileField}
      {method === 'username' && codeField}
      {settings && <OptionalFields settings={settings} messagesFor={messagesFor} />}
      {referralCode !== '' && <FormField label={t('validation.fields.referralCode')} name="referralCode" value={referralCode} readOnly />}
      <CheckField name="ageConfirmed" messages={messagesFor('ageConfirmed')}>
        {t('validation.ageConfirm', { age: minimumAge })}
      </CheckField>
      <CheckField name="termsAccepted" defaultChecked messages={messagesFor('termsAccepted')}>
        {t('validation.termsPrefix')}{' '}
        <Link to="/help#term" onClick={onOpenTerms}>
          {t('auth.termsLink')}
        </Link>
      </CheckField>
      <FormsStatus ready={ready} />
      <FormError code={errorCode} rulesRefused={validation.refused} />
      <button type="submit" className="button button--primary button--block" disabled={busy || ready.state !== 'ready'}>
        {busy ? t('auth.submitting') : t('auth.registerSubmit')}
      </button>
    </form>
  );
}
