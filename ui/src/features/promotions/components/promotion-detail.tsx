import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Icon } from '../../../components/icon';
import { errorCodeOf } from '../../../lib/api/api-error';
import { usePromotionDetail, type PromotionDetail } from '../api/promotions-api';
import { dateText, momentText, offerText } from '../lib/promotion-text';
import { usePromoContext, type PromoContext } from '../lib/use-promo-context';
import { ApplicationForm } from './application-form';
import { PromotionArt } from './promotion-card';
import { StatusAction } from './status-action';

/** One promotion: its offer and terms, the operator's HTML, prizes, the member's draw or application. */
export function PromotionDetailView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const ctx = usePromoContext();
  const detail = usePromotionDetail(ctx.customerId, id, ctx.language);
  const back = (
    <button type="button" className="button button--ghost promo-detail__back" onClick={onBack}>
      <Icon name="chevronLeft" size={18} />
      {t('promos.back')}
    </button>
  );
  if (detail.isPending) {
    return (
      <>
        {back}
        <p className="promos-page__loading" role="status">
          {t('promos.loading')}
        </p>
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        {back}
        <div className="promos-page__failed">
          <FormError code={errorCodeOf(detail.error)} />
          <button type="button" className="button button--ghost" onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      {back}
      <Detail promotion={detail.data} ctx={ctx} />
    </>
  );
}

function Detail({ promotion, ctx }: { promotion: PromotionDetail; ctx: PromoContext }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLDivElement>(null);
  const money = (minor: number, text: string) => ctx.symbol + ctx.show(minor, text);
  const showForm = promotion.kind === 'application' && promotion.status === 'Join' && ctx.member && promotion.eligible;
  const focusForm = () => {
    formRef.current?.scrollIntoView({ block: 'start' });
    formRef.current?.querySelector('textarea')?.focus();
  };
  return (
    <article className="promo-detail" aria-labelledby="promo-detail-title">
      <PromotionArt promotion={promotion} large />
      <div className="promo-detail__head">
        <h2 id="promo-detail-title" className="promo-detail__title">
          {promotion.title}
        </h2>
        <p className="promo-card__offer">{offerText(t, promotion, ctx.show, ctx.symbol)}</p>
        <p className="promo-card__when">
          <Icon name="clock" size={14} />{' '}
          {t('promos.period', {
            from: dateText(promotion.startsAt, ctx.locale),
            to: dateText(promotion.endsAt, ctx.locale),
          })}
        </p>
        <p className="promo-detail__status-line">{t(`promos.statusLine.${promotion.status}`)}</p>
        <StatusAction promotion={promotion} ctx={ctx} onApply={focusForm} />
      </div>

      <ul className="promo-terms">
        <li>
          {promotion.turnoverMultiple > 0
            ? t('promos.turnover', { count: promotion.turnoverMultiple })
            : t('promos.turnoverNone')}
        </li>
        {promotion.minDepositMinor > 0 && (
          <li>{t('promos.minDeposit', { amount: money(promotion.minDepositMinor, promotion.minDeposit) })}</li>
        )}
        {promotion.mine && promotion.minDepositMinor > 0 && promotion.status === 'Joined' && (
          <li>
            {t('promos.depositedSoFar', {
              amount: money(promotion.depositedSinceJoinMinor, promotion.depositedSinceJoin),
              needed: money(promotion.minDepositMinor, promotion.minDeposit),
            })}
          </li>
        )}
        {promotion.eligibility === 'first_deposit' && <li>{t('promos.firstDepositOnly')}</li>}
        {promotion.mine?.bonus && promotion.mine.bonusMinor !== null && (
          <li>{t('promos.yourBonus', { amount: money(promotion.mine.bonusMinor, promotion.mine.bonus) })}</li>
        )}
      </ul>
      {!promotion.eligible && (
        <p className="promo-detail__note" role="note">
          {t('promos.notEligible')}
        </p>
      )}

      {/* Sanitised on the server (allow-list, platform/text/html_sanitizer.hpp) when stored and when served. */}
      <div className="promo-detail__html" dangerouslySetInnerHTML={{ __html: promotion.detailHtml }} />

      {promotion.kind === 'raffle' && promotion.prizes.length > 0 && (
        <section className="promo-section" aria-labelledby="promo-prizes-title">
          <h3 id="promo-prizes-title" className="promo-section__title">
            {t('promos.prizesTitle')}
          </h3>
          <div className="records__table-wrap" tabIndex={0} role="region" aria-labelledby="promo-prizes-title">
            <table className="records__table">
              <thead>
                <tr>
                  <th scope="col">{t('promos.prize')}</th>
                  <th scope="col" className="records__num">
                    {t('promos.chance')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {promotion.prizes.map((prize) => (
                  <tr key={prize.label}>
                    <td>{prize.label}</td>
                    <td className="records__num">
                      {t('promos.chanceValue', { percent: (prize.chanceBp / 100).toFixed(2) })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {promotion.draw && (
        <section className="promo-section" aria-labelledby="promo-draw-title">
          <h3 id="promo-draw-title" className="promo-section__title">
            {t('promos.drawTitle')}
          </h3>
          <p className="promo-draw__prize">
            {promotion.draw.prizeLabel} · {money(promotion.draw.amountMinor, promotion.draw.amount)}
          </p>
          <p className="promo-draw__audit">
            {t('promos.drawAudit', {
              date: momentText(promotion.draw.drawnAt, ctx.locale),
              hex: promotion.draw.randomHex,
              pick: promotion.draw.pick,
              total: promotion.draw.totalWeight,
            })}
          </p>
        </section>
      )}

      {promotion.application && (
        <section className="promo-section" aria-labelledby="promo-application-title">
          <h3 id="promo-application-title" className="promo-section__title">
            {t('promos.yourApplication')}
          </h3>
          <p>{t('promos.sentOn', { date: momentText(promotion.application.createdAt, ctx.locale) })}</p>
          {promotion.application.remark && (
            <blockquote className="promo-remark">{promotion.application.remark}</blockquote>
          )}
          <p>{t('promos.imagesSent', { count: promotion.application.images })}</p>
          {promotion.application.decisionNote && (
            <p>{t('promos.operatorNote', { note: promotion.application.decisionNote })}</p>
          )}
        </section>
      )}

      {showForm && (
        <div ref={formRef}>
          <ApplicationForm promotionId={promotion.id} ctx={ctx} />
        </div>
      )}
    </article>
  );
}
