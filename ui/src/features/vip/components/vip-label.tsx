import { useTranslation } from 'react-i18next';
import { useVipBadge } from '../api/vip-api';

/**
 * The VIP label beside the member's name (spec section 6: VIP members show a
 * VIP label): the level's label in the visitor's language and its rank. Nothing
 * for members without a level, with the VIP flag off, or while it loads.
 */
export function VipLabel() {
  const { t, i18n } = useTranslation();
  const badge = useVipBadge(i18n.language).data;
  if (!badge?.hasVip) return null;
  return (
    <span className="vip-label" title={t('vip.labelTitle', { level: badge.vipRankLevel })}>
      <span aria-hidden="true" className="vip-label__rank">
        VIP{badge.vipRankLevel}
      </span>
      <span className="vip-label__name">{badge.vipLabelName}</span>
      <span className="visually-hidden">{t('vip.labelTitle', { level: badge.vipRankLevel })}</span>
    </span>
  );
}
