import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icon';
import { preloadOnIntent } from '../../lib/lazy/lazy-with-preload';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { AccountPanel } from '../../features/account-menu/components/account-panel';
import { VipLabel } from '../../features/vip/components/vip-label';
import { preloadAuthDialogs } from '../../features/auth/components/auth-dialogs';
import { selectShowDialog, useAuthDialogStore } from '../../features/auth/stores/auth-dialog-store';
import { selectIsLogin, selectIsTrial, useSessionStore } from '../../lib/session/session-store';
import { FreePlayButton } from '../../features/free-play/components/free-play-button';
import { HeaderBalance } from '../../features/wallet/components/header-balance';

type Props = { menuOpen: boolean; onToggleMenu: () => void; showMenuButton: boolean };

export function AppHeader({ menuOpen, onToggleMenu, showMenuButton }: Props) {
  const { t } = useTranslation();
  const showDialog = useAuthDialogStore(selectShowDialog);
  const loggedIn = useSessionStore(selectIsLogin);
  // Trial players have no wallet (in_need_true_account): no balance to show.
  const isTrial = useSessionStore(selectIsTrial);
  return (
    <header className={loggedIn && !isTrial ? 'app-header app-header--with-balance' : 'app-header'}>
      {showMenuButton && (
        <button
          type="button"
          className="icon-button app-header__menu"
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
          onClick={onToggleMenu}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
      )}
      <Link to="/" className="brand">
        <span className="brand-mark" aria-hidden="true">
          P
        </span>
        <span className="brand-word">{t('common.brand')}</span>
      </Link>
      {/* Plain links: these point into /member?page=..., which NavLink would mark
          active all at once because it ignores the query string. */}
      <nav className="app-header__nav" aria-label={t('header.mainNav')}>
        <Link to="/member?page=depositv2" className="app-header__link">
          <Icon name="deposit" size={18} />
          {t('header.deposit')}
        </Link>
        <Link to="/member?page=withdraw" className="app-header__link">
          <Icon name="withdraw" size={18} />
          {t('header.withdraw')}
        </Link>
        <Link to="/agent" className="app-header__link">
          <Icon name="users" size={18} />
          {t('header.agent')}
        </Link>
      </nav>
      <div className="app-header__actions">
        <ThemeToggle />
        {loggedIn ? (
          <>
            {!isTrial && <HeaderBalance />}
            <AccountPanel nameBadge={isTrial ? null : <VipLabel />} />
          </>
        ) : (
          <>
            <FreePlayButton className="button app-header__free-play" />
            <button
              type="button"
              className="button button--ghost"
              onClick={() => showDialog('login')}
              {...preloadOnIntent(preloadAuthDialogs)}
            >
              {t('header.login')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => showDialog('register')}
              {...preloadOnIntent(preloadAuthDialogs)}
            >
              {t('header.register')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
