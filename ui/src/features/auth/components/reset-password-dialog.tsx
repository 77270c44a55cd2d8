import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import type { FormsApi } from '../../../lib/wasm/forms-api';
import { postResetPassword } from '../api/post-reset-password';
import { useFormValidation } from '../../../lib/forms/use-form-validation';
import { useFormsReady } from '../../../lib/forms/use-forms-ready';
import type { FormsReady } from '../../../lib/forms/forms-ready';
import { FormError } from '../../../components/form-error';
import { readyRules } from '../../../lib/forms/forms-status';
import { ValidatedForm } from '../../../lib/forms/validated-form';
import { textValue } from '../../../lib/forms/text-value';
import { FormSubmitRow } from '../../../lib/forms/form-submit-row';
import { NewPasswordFields } from '../../../lib/forms/new-password-fields';

type Props = {
  open: boolean;
  resetToken: string;
  onClose: () => void;
  /** After the new password is saved: the login popup opens. */
  onDone: () => void;
  /** Injected in tests; the lazily imported wasm module otherwise. */
  loadFormsApi?: () => Promise<FormsApi>;
};

// The change-password rules without an old password: the e-mailed token proves who this is.
const EXTRA_VALUES = { username: '', oldPasswordKnown: true };

/** Reset-password popup, opened by the e-mailed link /#resetToken=... (spec section 2, "reset password"). */
export function ResetPasswordDialog({ open, resetToken, onClose, onDone, loadFormsApi }: Props) {
  const { t } = useTranslation();
  const ready = useFormsReady(open, loadFormsApi);
  return (
    <Dialog open={open} onClose={onClose} title={t('verification.resetTitle')} className="dialog--auth">
      <ResetForm resetToken={resetToken} ready={ready} onDone={onDone} />
    </Dialog>
  );
}

function ResetForm({ resetToken, ready, onDone }: { resetToken: string; ready: FormsReady; onDone: () => void }) {
  const { t } = useTranslation();
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const validation = useFormValidation({ form: 'changePassword', ...readyRules(ready), extraValues: EXTRA_VALUES });
  const { messagesFor } = validation;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = validation.validateForSubmit(event.currentTarget);
    if (!values) return;
    setBusy(true);
    setErrorCode(null);
    const result = await postResetPassword({
      resetToken,
      newPassword: textValue(values.newPassword),
      confirmNewPassword: textValue(values.confirmNewPassword),
    });
    setBusy(false);
    if (!result.ok) {
      setErrorCode(result.error.code);
      return;
    }
    onDone();
  };

  return (
    <ValidatedForm validation={validation} onSubmit={onSubmit}>
      <NewPasswordFields messagesFor={messagesFor} autoFocus />
      <FormSubmitRow ready={ready} busy={busy} label={t('verification.resetSubmit')}>
        <FormError code={errorCode} rulesRefused={validation.refused} />
      </FormSubmitRow>
    </ValidatedForm>
  );
}
