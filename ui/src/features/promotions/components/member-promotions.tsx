import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { NoDataView } from '../../../components/no-data-view';
import { errorCodeOf } from '../../../lib/api/api-error';
import { useMyPromotions } from '../api/promotions-api';
import { dateText } from '../lib/promotion-text';
import { usePromoContext } from '../lib/use-promo-context';

/**
 * bonusDetails, the member's promotions: each one's status and bonus, and the
 * withdrawal turnover still to wager (the figures a withdrawal is checked by).
 */
export function MemberPromotions() {
  const { t } = useTranslation();
  const ctx = usePromoContext();
  const mine = useMyPromotions(ctx.customerId, ctx.language);
  const money = (minor: number, text: string) => ctx.symbol + ctx.show(minor, text);
  let body;
  if (mine.isPending) {
    body = (
      <p className="records__loading" role="status">
        {t('promos.loading')}
      </p>
    );
  } else if (mine.isError) {
    body = (
      <div className="records__failed">
        <FormError code={errorCodeOf(mine.error)} />
        <button type="button" className="button button--ghost" onClick={() => void mine.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else {
    const value = mine.data;
    body = (
      <>
        <div className="promo-turnover" role="status">
          <p className="promo-turnover__line">
            {value.turnoverRemainingMinor > 0
              ? t('promos.turnoverRemaining', { amount: money(value.turnoverRemainingMinor, value.turnoverRemaining) })
              : t('promos.turnoverDone')}
          </p>
          {value.turnoverRequiredMinor > 0 && (
            <>
              <progress
                className="promo-turnover__bar"
                max={value.turnoverRequiredMinor}
                value={Math.min(value.turnoverWageredMinor, value.turnoverRequiredMinor)}
                aria-label={t('promos.turnoverColumn')}
              />
              <p className="field__hint">
                {t('promos.turnoverProgress', {
                  wagered: money(value.turnoverWageredMinor, value.turnoverWagered),
                  required: money(value.turnoverRequiredMinor, value.turnoverRequired),
                })}
              </p>
            </>
          )}
        </div>
        {value.list.length === 0 ? (
          <NoDataView title={t('promos.mineEmptyTitle')} line={t('promos.mineEmptyLine')} icon="gift">
            <Link to="/promotions" className="button button--primary">
              {t('promos.mineLink')}
            </Link>
          </NoDataView>
        ) : (
          <div className="records__table-wrap" tabIndex={0} role="region" aria-label={t('promos.tableLabel')}>
            <table className="records__table">
              <thead>
                <tr>
                  <th scope="col">{t('promos.promotion')}</th>
                  <th scope="col">{t('promos.statusColumn')}</th>
                  <th scope="col" className="records__num">
                    {t('promos.bonusColumn')}
                  </th>
                  <th scope="col" className="records__num">
                    {t('promos.turnoverColumn')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {value.list.map((promotion) => (
                  <tr key={promotion.id}>
                    <td>
                      <Link to={`/promotions?id=${promotion.id}`}>{promotion.title}</Link>
                      {promotion.mine && (
                        <span className="records__sub"> · {dateText(promotion.mine.joinedAt, ctx.locale)}</span>
                      )}
                    </td>
                    <td>
                      <span className={`promo-status promo-status--${promotion.status}`}>
                        {t(`promos.status.${promotion.status}`)}
                      </span>
                    </td>
                    <td className="records__num">
                      {promotion.mine?.bonus && promotion.mine.bonusMinor !== null
                        ? money(promotion.mine.bonusMinor, promotion.mine.bonus)
                        : '—'}
                    </td>
                    <td className="records__num">×{promotion.turnoverMultiple}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </>
    );
  }
  return (
    <section className="promo-mine" aria-labelledby="promo-mine-title">
      <h3 id="promo-mine-title" className="promo-section__title">
        {t('promos.mineTitle')}
      </h3>
      {body}
    </section>
  );
}
