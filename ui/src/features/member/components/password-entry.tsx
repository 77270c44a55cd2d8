import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { preloadOnIntent } from '../../../lib/lazy/lazy-with-preload';
import { FormError } from '../../../components/form-error';
import { useAccountActions } from '../../../lib/account-actions/account-actions';
import { getMemberInfo } from '../api/get-member-info';

type Loaded = { state: 'loading' } | { state: 'failed'; errorCode: string } | { state: 'ready'; passwordSet: boolean };

/**
 * The security center's password button. An account made by mobile sign-up
 * without a password has no current password to give, so it is offered "Set a
 * password" (by phone) instead of the change popup; which one comes from
 * GET /wps/member/info.
 */
export function PasswordEntry() {
  const { t } = useTranslation();
  const { changePassword, setPassword, preloadAuthDialogs } = useAccountActions();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void getMemberInfo(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setLoaded(
        result.ok
          ? { state: 'ready', passwordSet: result.value.passwordSet }
          : { state: 'failed', errorCode: result.error.code },
      );
    });
    return () => controller.abort();
  }, [attempt]);

  if (loaded.state === 'failed') {
    return (
      <div className="member-password-entry">
        <FormError code={loaded.errorCode} />
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setLoaded({ state: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const passwordSet = loaded.state === 'ready' && loaded.passwordSet;
  return (
    <button
      type="button"
      className="button button--ghost member-change-password"
      disabled={loaded.state === 'loading'}
      aria-busy={loaded.state === 'loading'}
      // The voluntary change asks for the current password (spec section 5).
      onClick={passwordSet ? changePassword : setPassword}
      {...preloadOnIntent(preloadAuthDialogs)}
    >
      <Icon name="lock" size={18} />
      {passwordSet || loaded.state === 'loading' ? t('validation.changeTitle') : t('validation.setPasswordTitle')}
    </button>
  );
}
