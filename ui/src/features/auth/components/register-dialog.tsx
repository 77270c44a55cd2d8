import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../app/components/dialog';
import { selectFeatures, useSystemStore } from '../../system/stores/system-store';
import { putRegister } from '../api/put-register';
import { selectReferralCode, useAuthDialogStore } from '../stores/auth-dialog-store';
import { FormError } from './form-error';
import { FormField } from './form-field';
import { MethodTabs, type Method } from './method-tabs';

type Props = { open: boolean; onClose: () => void; onSwitchToLogin: () => void; onOpenTerms: () => void };

export function RegisterDialog({ open, onClose, onSwitchToLogin, onOpenTerms }: Props) {
  const { t } = useTranslation();
  const features = useSystemStore(selectFeatures);
  const referralCode = useAuthDialogStore(selectReferralCode);
  const methods: Method[] = features.MOBILENUMREG3 ? ['username', 'mobile'] : ['username'];
  const [method, setMethod] = useState<Method>('username');
  const [termsAccepted, setTermsAccepted] = useState(true);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const active = methods.includes(method) ? method : 'username';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Terms default to checked; unchecking blocks the submit (spec section 4).
    if (!termsAccepted) {
      setErrorCode('terms_unchecked');
      return;
    }
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setErrorCode(null);
    const result = await putRegister({
      username: String(data.get('username') ?? '').trim(),
      password: String(data.get('password') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
      referralCode,
      domain: window.location.hostname,
      login: true,
    });
    setBusy(false);
    if (!result.ok) setErrorCode(result.error.code);
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('auth.registerTitle')} className="dialog--auth">
      <MethodTabs methods={methods} value={active} onChange={setMethod} panelId={panelId} />
      <form id={panelId} className="auth-form" onSubmit={onSubmit} noValidate {...(methods.length > 1 ? { role: 'tabpanel' } : {})}>
        {active === 'mobile' && (
          <FormField label={t('auth.mobileNumber')} name="mobileNum" type="tel" inputMode="numeric" autoComplete="tel" data-autofocus />
        )}
        <FormField label={t('auth.username')} name="username" autoComplete="username" maxLength={64} {...(active === 'username' ? { 'data-autofocus': true } : {})} />
        <FormField label={t('auth.password')} name="password" type="password" autoComplete="new-password" maxLength={128} />
        <FormField label={t('auth.confirmPassword')} name="confirmPassword" type="password" autoComplete="new-password" maxLength={128} />
        <label className="check">
          <input
            type="checkbox"
            className="check__box"
            checked={termsAccepted}
            onChange={(e) => setTermsAccepted(e.target.checked)}
          />
          <span>
            {t('auth.termsPrefix')}{' '}
            <Link to="/help#term" onClick={onOpenTerms}>
              {t('auth.termsLink')}
            </Link>
          </span>
        </label>
        <FormError code={errorCode} />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? t('auth.submitting') : t('auth.registerSubmit')}
        </button>
      </form>
      <p className="auth-switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={onSwitchToLogin}>
          {t('auth.toLogin')}
        </button>
      </p>
    </Dialog>
  );
}
