import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { BannerGroup } from '../../components/banner-group';
import { ChatButton } from '../../features/chat/components/chat-button';
import { Icon } from '../../components/icon';
import { preloadOnIntent } from '../../lib/lazy/lazy-with-preload';
import { LanguageSelect } from '../../features/language/components/language-select';
import { useCustomerServiceUrl } from '../../features/system/api/get-system-status';
import { SideMenuSupport } from '../../features/support/components/side-menu-support';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { PromotionsBadge } from '../../features/promotions/components/promotions-badge';
import { VipSideLink } from '../../features/vip/components/vip-side-link';
import { MinigameSideLink } from '../../features/minigame/components/minigame-side-link';
import { preloadLogoutConfirm } from '../../features/auth/components/logout-confirm';
import { selectAskLogout, useLogoutStore } from '../../features/auth/stores/logout-store';
import { selectIsLogin, useSessionStore } from '../../lib/session/session-store';
import { useReferralEnabled } from '../../features/referral/api/referral-api';
import { NavLoadState } from './nav-load-state';
import { useAppNav } from './use-app-nav';

type Props = { open: boolean; onNavigate: () => void };

/** Left column on wide screens; an off-canvas drawer below the tablet breakpoint. */
export function SideMenu({ open, onNavigate }: Props) {
  const { t } = useTranslation();
  // Categories from the catalogue's vendors (issue 14 item 7), as in the header and footer.
  const nav = useAppNav();
  const customerServiceUrl = useCustomerServiceUrl();
  const location = useLocation();
  const loggedIn = useSessionStore(selectIsLogin);
  const askLogout = useLogoutStore(selectAskLogout);
  // Invite friends only for members it is open to (spec section 2, Side menu).
  const referralEnabled = useReferralEnabled();
  const onReferral = location.pathname === '/member' && new URLSearchParams(location.search).get('page') === 'referral';
  // NavLink ignores the query string, so the reward-center link checks it itself.
  const onRewardCenter =
    location.pathname === '/member' && new URLSearchParams(location.search).get('page') === 'rewardCenter';
  const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'side-link is-active' : 'side-link');
  return (
    <aside id="side-menu" className={open ? 'side-menu is-open' : 'side-menu'}>
      <nav className="side-menu__group" aria-label={t('sideMenu.label')} onClick={onNavigate}>
        <div className="side-menu__quick">
          <Link to="/member?page=depositv2" className="quick-tile quick-tile--gold">
            <Icon name="deposit" />
            <span>{t('sideMenu.deposit')}</span>
          </Link>
          <Link to="/member?page=withdraw" className="quick-tile quick-tile--emerald">
            <Icon name="withdraw" />
            <span>{t('sideMenu.withdraw')}</span>
          </Link>
        </div>
        <NavLink to="/promotions" className={linkClass}>
          <Icon name="gift" />
          {t('sideMenu.promotions')}
          <PromotionsBadge />
        </NavLink>
        {referralEnabled && (
          <Link
            to="/member?page=referral"
            className={linkClass({ isActive: onReferral })}
            aria-current={onReferral ? 'page' : undefined}
          >
            <Icon name="users" />
            {t('referral.menu')}
          </Link>
        )}
        <Link
          to="/member?page=rewardCenter"
          className={linkClass({ isActive: onRewardCenter })}
          aria-current={onRewardCenter ? 'page' : undefined}
        >
          <Icon name="trophy" />
          {t('sideMenu.rewardCenter')}
        </Link>
        {loggedIn && <VipSideLink />}
        {/* The chat room popup (spec section 2, Popups): trial accounts read it too. */}
        {loggedIn && <ChatButton className="side-link side-link--button" />}
        {loggedIn && <MinigameSideLink />}
        <NavLink to="/pointMall" className={linkClass}>
          <Icon name="star" />
          {t('sideMenu.pointMall')}
        </NavLink>

        <h2 className="side-menu__heading">{t('sideMenu.games')}</h2>
        <NavLink to="/" className={linkClass} end>
          <Icon name="home" />
          {t('categories.home')}
        </NavLink>
        {nav.categories?.map((c) => (
          <NavLink key={c.key} to={c.path} className={linkClass}>
            <Icon name={c.icon} />
            {t(`categories.${c.key}`)}
          </NavLink>
        ))}
        <NavLoadState nav={nav} className="side-menu__state" />

        <h2 className="side-menu__heading">{t('sideMenu.helpTitle')}</h2>
        <SideMenuSupport loggedIn={loggedIn} />
        {customerServiceUrl ? (
          <a className="side-link side-link--quiet" href={customerServiceUrl} target="_blank" rel="noopener noreferrer">
            <Icon name="headset" size={18} />
            {t('common.customerService')}
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        ) : null}
      </nav>
      {/* The operator's w_leftmenu banners; nothing when there are none. */}
      <BannerGroup group="w_leftmenu" label={t('content.menuBanners')} variant="menu" />
      <div className="side-menu__settings">
        <h2 className="side-menu__heading">{t('sideMenu.settingsTitle')}</h2>
        <LanguageSelect />
        <div className="side-menu__theme">
          <span>{t('theme.label')}</span>
          <ThemeToggle withLabel />
        </div>
        {/* Sign-out when logged in (spec section 2, Side menu); it asks first (in_sure_logout). */}
        {loggedIn && (
          <button
            type="button"
            className="side-link side-menu__logout"
            onClick={askLogout}
            {...preloadOnIntent(preloadLogoutConfirm)}
          >
            <Icon name="logout" />
            {t('common.logout')}
          </button>
        )}
      </div>
    </aside>
  );
}
