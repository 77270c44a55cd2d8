import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/dialog';
import type { FormsApi } from '../../../lib/wasm/forms-api';
import { postChangePassword } from '../api/post-change-password';
import { useFormValidation } from '../../../lib/forms/use-form-validation';
import { useFormsReady } from '../../../lib/forms/use-forms-ready';
import type { FormsReady } from '../../../lib/forms/forms-ready';
import { reloginAfterPasswordChange } from '../session/relogin-after-password-change';
import { useAuthDialogStore } from '../stores/auth-dialog-store';
import { usePasswordDialogStore, type ChangePasswordReason } from '../stores/password-dialog-store';
import { selectLoginName, useSessionStore } from '../../../lib/session/session-store';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { readyRules } from '../../../lib/forms/forms-status';
import { ValidatedForm } from '../../../lib/forms/validated-form';
import { textValue } from '../../../lib/forms/text-value';
import { FormSubmitRow } from '../../../lib/forms/form-submit-row';
import { NewPasswordFields } from '../../../lib/forms/new-password-fields';

type Props = {
  open: boolean;
  onClose: () => void;
  reason: ChangePasswordReason;
  username: string;
  /** The password just used to log in; when given, the popup does not ask for it. */
  knownOldPassword: string;
  /** Injected in tests; the lazily imported wasm module otherwise. */
  loadFormsApi?: () => Promise<FormsApi>;
};

const TITLE_KEYS = {
  firstLogin: 'validation.changeTitleFirstLogin',
  expired: 'validation.changeTitleExpired',
  voluntary: 'validation.changeTitle',
} as const;

/** Change-password popup (spec section 2), titled for first login or an expired password. */
export function ChangePasswordDialog({ open, onClose, reason, username, knownOldPassword, loadFormsApi }: Props) {
  const { t } = useTranslation();
  const ready = useFormsReady(open, loadFormsApi);
  return (
    <Dialog open={open} onClose={onClose} title={t(TITLE_KEYS[reason])} className="dialog--auth">
      <ChangeForm username={username} knownOldPassword={knownOldPassword} ready={ready} />
    </Dialog>
  );
}

type FormProps = { username: string; knownOldPassword: string; ready: FormsReady };

function ChangeForm({ username: givenUsername, knownOldPassword, ready }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sessionName = useSessionStore(selectLoginName);
  // Opened by a login the popup knows the username; opened by a signed-in member, the session does.
  const username = givenUsername !== '' ? givenUsername : sessionName;
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const oldPasswordKnown = knownOldPassword !== '';
  // The username is not a field here, yet the policy refuses a new password equal to it.
  const extraValues = useMemo(() => ({ username, oldPasswordKnown }), [username, oldPasswordKnown]);
  const validation = useFormValidation({ form: 'changePassword', ...readyRules(ready), extraValues });
  const { messagesFor } = validation;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = validation.validateForSubmit(event.currentTarget);
    if (!values) return;
    setBusy(true);
    setErrorCode(null);
    const result = await postChangePassword({
      oldPassword: oldPasswordKnown ? knownOldPassword : textValue(values.oldPassword),
      newPassword: textValue(values.newPassword),
      confirmNewPassword: textValue(values.confirmNewPassword),
    });
    if (!result.ok) {
      setBusy(false);
      setErrorCode(result.error.code);
      return;
    }
    // The change ended every session; sign in again with the new password and go home (spec section 4).
    const back = await reloginAfterPasswordChange(username, textValue(values.newPassword));
    setBusy(false);
    usePasswordDialogStore.getState().close();
    void navigate('/', { replace: true });
    if (!back) useAuthDialogStore.getState().show('login');
  };

  return (
    <ValidatedForm validation={validation} onSubmit={onSubmit}>
      {!oldPasswordKnown && (
        <FormField
          label={t('validation.fields.oldPassword')}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          data-autofocus
          aria-required
          messages={messagesFor('oldPassword')}
        />
      )}
      <NewPasswordFields messagesFor={messagesFor} autoFocus={oldPasswordKnown} />
      <FormSubmitRow ready={ready} busy={busy} label={t('validation.changeSubmit')}>
        <FormError code={errorCode} rulesRefused={validation.refused} />
      </FormSubmitRow>
    </ValidatedForm>
  );
}
