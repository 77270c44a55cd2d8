import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../app/components/dialog';
import { selectFeatures, useSystemStore } from '../../system/stores/system-store';
import { postLogin, type LoginPayload } from '../api/post-login';
import { FormError } from './form-error';
import { FormField } from './form-field';
import { MethodTabs, type Method } from './method-tabs';

type Props = { open: boolean; onClose: () => void; onSwitchToRegister: () => void };

export function LoginDialog({ open, onClose, onSwitchToRegister }: Props) {
  const { t } = useTranslation();
  const features = useSystemStore(selectFeatures);
  // The mobile-code tab exists only when code login is enabled (spec section 2).
  const methods: Method[] = features.MOBILEVERCODELOGIN3 ? ['username', 'mobile'] : ['username'];
  const [method, setMethod] = useState<Method>('username');
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const active = methods.includes(method) ? method : 'username';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const payload: LoginPayload =
      active === 'username'
        ? { type: 'username', username: String(data.get('username') ?? '').trim(), password: String(data.get('password') ?? '') }
        : { type: 'sms', mobileNum: String(data.get('mobileNum') ?? '').trim(), verificationCode: String(data.get('code') ?? '').trim() };
    setBusy(true);
    setErrorCode(null);
    const result = await postLogin(payload);
    setBusy(false);
    // Success handling (session, member info) arrives with the login feature; until
    // then a success answer is not expected, and any failure is shown as is.
    if (!result.ok) setErrorCode(result.error.code);
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('auth.loginTitle')} className="dialog--auth">
      <MethodTabs methods={methods} value={active} onChange={setMethod} panelId={panelId} />
      <form id={panelId} className="auth-form" onSubmit={onSubmit} noValidate {...(methods.length > 1 ? { role: 'tabpanel' } : {})}>
        {active === 'username' ? (
          <>
            <FormField label={t('auth.username')} name="username" autoComplete="username" data-autofocus maxLength={64} />
            <FormField label={t('auth.password')} name="password" type="password" autoComplete="current-password" maxLength={128} />
          </>
        ) : (
          <>
            <FormField label={t('auth.mobileNumber')} name="mobileNum" type="tel" inputMode="numeric" autoComplete="tel" data-autofocus />
            <FormField label={t('auth.verificationCode')} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={255} />
          </>
        )}
        <label className="check">
          <input type="checkbox" name="remember" className="check__box" />
          <span>{t('auth.rememberMe')}</span>
        </label>
        <FormError code={errorCode} />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? t('auth.submitting') : t('auth.loginSubmit')}
        </button>
      </form>
      <p className="auth-switch">
        {t('auth.noAccount')}{' '}
        <button type="button" className="link-button" onClick={onSwitchToRegister}>
          {t('auth.toRegister')}
        </button>
      </p>
    </Dialog>
  );
}
