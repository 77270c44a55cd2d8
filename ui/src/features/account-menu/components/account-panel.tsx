import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon';
import { preloadOnIntent } from '../../../lib/lazy/lazy-with-preload';
import { useAccountActions } from '../../../lib/account-actions/account-actions';
import { selectIsTrial, useSessionStore } from '../../../lib/session/session-store';
import { AvatarMenu } from './avatar-menu';

/**
 * The logged-in part of the header (spec section 2): deposit, withdraw and the
 * avatar menu; trial players get a badge and a way to a real account instead.
 * `nameBadge` (the VIP label, another feature's) is shown beside the member's name.
 *
 * The spec's balance (hide/show toggle, refresh) is the wallet feature's
 * HeaderBalance, which the header puts just before this panel (a feature does
 * not import another).
 */
export function AccountPanel({ nameBadge = null }: { nameBadge?: ReactNode }) {
  const { t } = useTranslation();
  const isTrial = useSessionStore(selectIsTrial);
  const { openRegister, preloadAuthDialogs } = useAccountActions();
  return (
    <div className="account-panel">
      {isTrial ? (
        <>
          <span className="trial-badge">{t('trial.badge')}</span>
          <button
            type="button"
            className="button button--primary account-panel__join"
            onClick={openRegister}
            {...preloadOnIntent(preloadAuthDialogs)}
          >
            {t('header.register')}
          </button>
        </>
      ) : (
        <>
          <Link to="/member?page=depositv2" className="button button--primary account-panel__deposit">
            <Icon name="deposit" size={18} />
            <span className="account-panel__label">{t('header.deposit')}</span>
          </Link>
          <Link to="/member?page=withdraw" className="button button--ghost account-panel__withdraw">
            <Icon name="withdraw" size={18} />
            <span className="account-panel__label">{t('header.withdraw')}</span>
          </Link>
        </>
      )}
      <AvatarMenu nameBadge={nameBadge} />
    </div>
  );
}
