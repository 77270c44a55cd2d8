import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import type { Promotion } from '../api/promotions-api';
import { dateText, offerText } from '../lib/promotion-text';
import type { PromoContext } from '../lib/use-promo-context';
import { StatusAction } from './status-action';

/** The promotion's picture, or its kind's icon on the theme's gradient when it has none. */
export function PromotionArt({ promotion, large = false }: { promotion: Promotion; large?: boolean }) {
  return (
    <div className={`promo-art${large ? ' promo-art--large' : ''}`} aria-hidden="true">
      {promotion.imageUrl ? (
        <img src={promotion.imageUrl} alt="" className="promo-art__image" loading="lazy" />
      ) : (
        <Icon name={promotion.kind === 'raffle' ? 'star' : 'gift'} size={large ? 56 : 40} />
      )}
    </div>
  );
}

type Props = { promotion: Promotion; ctx: PromoContext; onOpen: () => void };

/** One promotion in the list: picture, title, offer, dates and its status button. */
export function PromotionCard({ promotion, ctx, onOpen }: Props) {
  const { t } = useTranslation();
  const titleId = `promo-title-${promotion.id}`;
  const when =
    promotion.status === 'comingSoon'
      ? t('promos.startsOn', { date: dateText(promotion.startsAt, ctx.locale) })
      : t('promos.period', {
          from: dateText(promotion.startsAt, ctx.locale),
          to: dateText(promotion.endsAt, ctx.locale),
        });
  return (
    <li className="promo-card" aria-labelledby={titleId}>
      <PromotionArt promotion={promotion} />
      <div className="promo-card__body">
        <h2 id={titleId} className="promo-card__title">
          {promotion.title}
        </h2>
        <p className="promo-card__offer">{offerText(t, promotion, ctx.show, ctx.symbol)}</p>
        {promotion.summary && <p className="promo-card__summary">{promotion.summary}</p>}
        <p className="promo-card__when">
          <Icon name="clock" size={14} /> {when}
        </p>
        <div className="promo-card__actions">
          <StatusAction promotion={promotion} ctx={ctx} onApply={onOpen} />
          <button
            type="button"
            className="button button--ghost promo-card__details"
            onClick={onOpen}
            aria-describedby={titleId}
          >
            {t('promos.details')}
          </button>
        </div>
      </div>
    </li>
  );
}
