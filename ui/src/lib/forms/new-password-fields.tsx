import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import type { FieldMessage } from '../wasm/forms-api';

type Props = {
  messagesFor: (field: string) => readonly FieldMessage[];
  /** The first field of its form: focus starts here when the popup opens. */
  autoFocus?: boolean;
  /** False where the form asks once (set a password by phone, spec section 5). */
  withConfirmation?: boolean;
};

/** A new password and, unless the form asks once, its confirmation. */
export function NewPasswordFields({ messagesFor, autoFocus = false, withConfirmation = true }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={t('validation.fields.newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        aria-required
        messages={messagesFor('newPassword')}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
      />
      {withConfirmation && (
        <FormField
          label={t('validation.fields.confirmNewPassword')}
          name="confirmNewPassword"
          type="password"
          autoComplete="new-password"
          aria-required
          messages={messagesFor('confirmNewPassword')}
        />
      )}
    </>
  );
}
