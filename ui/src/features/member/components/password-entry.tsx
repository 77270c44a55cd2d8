import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { FormError } from '../../../components/form-error';
import { useAccountActions } from '../../../lib/account-actions/account-actions';
import { errorCodeOf } from '../../../lib/api/api-error';
import { preloadOnIntent } from '../../../lib/lazy/lazy-with-preload';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { useMemberInfo } from '../api/get-member-info';

/**
 * The security center's password button. An account made by mobile sign-up
 * without a password has no current password to give, so it is offered "Set a
 * password" (by phone) instead of the change popup; which one comes from
 * GET /wps/member/info.
 */
export function PasswordEntry() {
  const { t } = useTranslation();
  const { changePassword, setPassword, preloadAuthDialogs } = useAccountActions();
  const memberInfo = useMemberInfo(useSessionStore(selectCustomerId));
  // A retry shows "loading" again rather than the previous failure.
  const loading = memberInfo.isPending || memberInfo.isFetching;

  if (memberInfo.isError && !memberInfo.isFetching) {
    const code = errorCodeOf(memberInfo.error);
    // A change-only session (operator-set or expired password): the change is the way on.
    const mustChange = code === 'password_change_required';
    return (
      <div className="member-password-entry">
        <FormError code={code} />
        {mustChange ? (
          <button type="button" className="button button--primary" onClick={changePassword}>
            <Icon name="lock" size={18} />
            {t('validation.changeTitle')}
          </button>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => void memberInfo.refetch()}>
            {t('common.retry')}
          </button>
        )}
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
      onClick={passwordSet ? changePassword : setPassword}
      {...preloadOnIntent(preloadAuthDialogs)}
    >
      <Icon name="lock" size={18} />
      {passwordSet || loading ? t('validation.changeTitle') : t('validation.setPasswordTitle')}
    </button>
  );
}
