import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session/session-store';
import { useAvailablePromotions } from '../api/promotions-api';

/**
 * The public state's availablePromoCount beside the side menu's Promotions link:
 * the promotions this member can join or claim now (a visitor: the running ones).
 */
export function PromotionsBadge() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const isTrial = useSessionStore((s) => s.isTrial);
  const customerId = useSessionStore((s) => s.customerId);
  const available = useAvailablePromotions(isLogin && !isTrial ? customerId : '');
  const count = available.data?.availablePromoCount ?? 0;
  if (!available.data?.availablePromo || count <= 0) return null;
  return <span className="promo-badge">{t('promos.availableCount', { count })}</span>;
}
