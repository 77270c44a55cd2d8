import { useTranslation } from 'react-i18next';
import { Icon } from '../../../app/components/icon';
import { preloadOnIntent } from '../../../app/lazy/lazy-with-preload';
import { errorCodeOf } from '../../../lib/api/api-error';
import { preloadAuthDialogs } from '../../auth/components/auth-dialogs';
import { FormError } from '../../auth/components/form-error';
import {
  selectShowChange,
  selectShowSetPassword,
  usePasswordDialogStore,
} from '../../auth/stores/password-dialog-store';
import { selectCustomerId, useSessionStore } from '../../auth/stores/session-store';
import { useMemberInfo } from '../api/get-member-info';

/**
 * The security center's password button. An account made by mobile sign-up
 * without a password has no current password to give, so it is offered "Set a
 * password" (by phone) instead of the change popup; which one comes from
 * GET /wps/member/info.
 */
export function PasswordEntry() {
  const { t } = useTranslation();
  const showChange = usePasswordDialogStore(selectShowChange);
  const showSetPassword = usePasswordDialogStore(selectShowSetPassword);
  const memberInfo = useMemberInfo(useSessionStore(selectCustomerId));
  // A retry shows "loading" again rather than the previous failure.
  const loading = memberInfo.isPending || memberInfo.isFetching;

  if (memberInfo.isError && !memberInfo.isFetching) {
    return (
      <div className="member-password-entry">
        <FormError code={errorCodeOf(memberInfo.error)} />
        <button type="button" className="button button--ghost" onClick={() => void memberInfo.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const passwordSet = !loading && memberInfo.data?.passwordSet === true;
  return (
    <button
      type="button"
      className="button button--ghost member-change-password"
      disabled={loading}
      aria-busy={loading}
      // The voluntary change asks for the current password (spec section 5).
      onClick={() => (passwordSet ? showChange('voluntary') : showSetPassword())}
      {...preloadOnIntent(preloadAuthDialogs)}
    >
      <Icon name="lock" size={18} />
      {passwordSet || loading ? t('validation.changeTitle') : t('validation.setPasswordTitle')}
    </button>
  );
}
