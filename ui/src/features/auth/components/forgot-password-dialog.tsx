import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../app/components/dialog';
import type { FormsApi } from '../../../lib/wasm/forms-api';
import { selectFeatures, useSystemStore } from '../../system/stores/system-store';
import { postPasswordByPhone } from '../api/post-password-by-phone';
import { postForgotPasswordByEmail } from '../api/post-forgot-password-by-email';
import { useFormValidation } from '../hooks/use-form-validation';
import { useFormsReady, type FormsReady } from '../hooks/use-forms-ready';
import { FormError } from './form-error';
import { FormField } from './form-field';
import { FormsStatus, readyRules } from './forms-status';
import { MethodTabs } from './method-tabs';

type ResetMethod = 'email' | 'phone';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Injected in tests; the lazily imported wasm module otherwise. */
  loadFormsApi?: () => Promise<FormsApi>;
};

/** Forgot-password popup (spec section 2): by e-mail, and by phone when SMS codes are on. */
export function ForgotPasswordDialog({ open, onClose, loadFormsApi }: Props) {
  const { t } = useTranslation();
  const features = useSystemStore(selectFeatures);
  // The phone method needs SMS codes, which the site offers only with code login.
  const methods: ResetMethod[] = features.MOBILEVERCODELOGIN3 ? ['email', 'phone'] : ['email'];
  const [method, setMethod] = useState<ResetMethod>('email');
  const active = methods.includes(method) ? method : 'email';
  const panelId = useId();
  const ready = useFormsReady(open, loadFormsApi);

  return (
    <Dialog open={open} onClose={onClose} title={t('validation.forgotTitle')} className="dialog--auth">
      <MethodTabs<ResetMethod>
        methods={methods}
        value={active}
        onChange={setMethod}
        panelId={panelId}
        ariaLabel={t('validation.forgotMethodLabel')}
        labels={{ email: t('validation.tabEmail'), phone: t('validation.tabPhone') }}
      />
      <ForgotForm key={active} method={active} panelId={panelId} tabbed={methods.length > 1} ready={ready} />
    </Dialog>
  );
}

type FormProps = { method: ResetMethod; panelId: string; tabbed: boolean; ready: FormsReady };

function ForgotForm({ method, panelId, tabbed, ready }: FormProps) {
  const { t } = useTranslation();
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const validation = useFormValidation({ form: method === 'email' ? 'forgotPassword.email' : 'forgotPassword.phone', ...readyRules(ready) });
  const { messagesFor } = validation;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = validation.validateForSubmit(event.currentTarget);
    if (!values) return;
    setBusy(true);
    setErrorCode(null);
    const result =
      method === 'email'
        ? await postForgotPasswordByEmail({ username: String(values.username), email: String(values.email) })
        : await postPasswordByPhone({
            newPassword: String(values.newPassword),
            mobileNum: String(values.mobileNum),
            verificationCode: String(values.verificationCode),
          });
    setBusy(false);
    if (!result.ok) setErrorCode(result.error.code);
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
      {method === 'email' ? (
        <>
          <FormField label={t('auth.username')} name="username" autoComplete="username" data-autofocus aria-required messages={messagesFor('username')} />
          <FormField label={t('validation.fields.email')} name="email" type="email" autoComplete="email" aria-required messages={messagesFor('email')} />
        </>
      ) : (
        <>
          <FormField label={t('auth.mobileNumber')} name="mobileNum" type="tel" inputMode="numeric" autoComplete="tel" data-autofocus aria-required messages={messagesFor('mobileNum')} />
          <FormField label={t('auth.verificationCode')} name="verificationCode" inputMode="numeric" autoComplete="one-time-code" aria-required messages={messagesFor('verificationCode')} />
          <FormField label={t('validation.fields.newPassword')} name="newPassword" type="password" autoComplete="new-password" aria-required messages={messagesFor('newPassword')} />
        </>
      )}
      <FormsStatus ready={ready} />
      <FormError code={errorCode} rulesRefused={validation.refused} />
      <button type="submit" className="button button--primary button--block" disabled={busy || ready.state !== 'ready'}>
        {busy ? t('auth.submitting') : method === 'email' ? t('validation.forgotEmailSubmit') : t('validation.forgotPhoneSubmit')}
      </button>
    </form>
  );
}
