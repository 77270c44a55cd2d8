import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../../components/icon';
import { useHasVip } from '../api/vip-api';

/** The side menu's VIP bonus item: only for a VIP member with the VIP flag on (spec section 2, Side menu). */
export function VipSideLink() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const hasVip = useHasVip(i18n.language);
  if (!hasVip) return null;
  // The member center's pages differ only by query string, which NavLink ignores.
  const current = location.pathname === '/member' && new URLSearchParams(location.search).get('page') === 'vipBonus';
  return (
    <Link
      to="/member?page=vipBonus"
      className={current ? 'side-link is-active' : 'side-link'}
      aria-current={current ? 'page' : undefined}
    >
      <Icon name="star" />
      {t('member.vipBonus')}
    </Link>
  );
}
