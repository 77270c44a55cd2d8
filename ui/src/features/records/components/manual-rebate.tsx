import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { errorCodeOf } from '../../../lib/api/api-error';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { useClaimRebate, useRebate } from '../api/records-api';
import { formatTime } from '../../../lib/i18n/format-time';
import { useMoney } from '../lib/use-money';
import { RecordStates } from '../../../components/record-states';

// The operator's categories (spec section 3) and their labels.
const CATEGORY_KEYS = {
  ELOTT: 'records.categories.ELOTT',
  LOTT: 'records.categories.LOTT',
  LIVE: 'records.categories.LIVE',
  SPORTS: 'records.categories.SPORTS',
  FISH: 'records.categories.FISH',
  RNG: 'records.categories.RNG',
  PVP: 'records.categories.PVP',
  ESPORTS: 'records.categories.ESPORTS',
  COCKFIGHT: 'records.categories.COCKFIGHT',
  BINGO: 'records.categories.BINGO',
} as const;

function newKey(): string {
  return `rebate-${crypto.randomUUID()}`;
}

/**
 * Manual rebate (manualRebate): the rebate available now on valid bets not yet
 * rebated, claimed once per period. One idempotency key per press of Claim, so
 * a repeated request for the same press can credit at most once.
 */
export function ManualRebate() {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const rebate = useRebate(customerId);
  const claim = useClaimRebate(customerId);
  const money = useMoney();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const key = useRef<string>(newKey());
  const quote = rebate.data;
  const categoryLabel = (category: string | null) =>
    category && category in CATEGORY_KEYS ? t(CATEGORY_KEYS[category as keyof typeof CATEGORY_KEYS]) : (category ?? '');

  const onClaim = () => {
    if (claim.isPending) return;
    setError(null);
    setNotice('');
    claim.mutate(key.current, {
      onSuccess: (result) => {
        key.current = newKey();
        setNotice(t('records.claimed', { amount: money(result.claim.amountMinor, result.claim.amount) }));
      },
      onError: (cause) => {
        key.current = newKey();
        setError(errorCodeOf(cause));
      },
    });
  };

  return (
    <div className="records" aria-busy={rebate.isFetching}>
      <RecordStates query={rebate} empty={false} emptyTitle="" emptyLine="">
        {quote && (
          <>
            <section className="records__rebate" aria-labelledby="rebate-available">
              <p className="records__hint">
                {t(`records.rebatePeriod.${quote.period}`)} ·{' '}
                {t('records.periodRange', {
                  from: formatTime(quote.periodStart, i18n.language),
                  to: formatTime(quote.periodEnd, i18n.language),
                })}
              </p>
              <dl className="records__summary">
                <div className="records__stat">
                  <dt>{t('records.unrebatedValidBet')}</dt>
                  <dd>{money(quote.validBetMinor, quote.validBet)}</dd>
                </div>
                <div className="records__stat records__stat--main">
                  <dt id="rebate-available">{t('records.rebateAvailable')}</dt>
                  <dd>{money(quote.amountMinor, quote.amount)}</dd>
                </div>
              </dl>
              {quote.claimed && (
                <p className="records__hint">
                  {t('records.claimedThisPeriod', {
                    amount: money(quote.claimed.amountMinor, quote.claimed.amount),
                  })}
                </p>
              )}
              {!quote.claimed && quote.amountMinor === 0 && <p className="records__hint">{t('records.nothingYet')}</p>}
              <FormError code={error} />
              <p className="records__notice" role="status">
                {notice}
              </p>
              <button
                type="button"
                className="button button--primary records__claim"
                disabled={!quote.canClaim || claim.isPending}
                onClick={onClaim}
              >
                {claim.isPending ? t('records.claiming') : t('records.claim')}
              </button>
            </section>
            <section className="records__section" aria-labelledby="rebate-rates">
              <h3 id="rebate-rates" className="records__heading">
                {t('records.rates')}
              </h3>
              {quote.rates.length === 0 ? (
                <p className="records__hint">{t('records.noRates')}</p>
              ) : (
                <ul className="records__rates">
                  {quote.rates.map((rate) => (
                    <li key={`${rate.category ?? ''}-${rate.vendor ?? ''}`}>
                      <span>{rate.vendor ?? categoryLabel(rate.category)}</span>
                      <span className="records__num">{rate.ratePercent}%</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {quote.history.length > 0 && (
              <section className="records__section" aria-labelledby="rebate-history">
                <h3 id="rebate-history" className="records__heading">
                  {t('records.history')}
                </h3>
                <div className="records__table-wrap" tabIndex={0} role="region" aria-labelledby="rebate-history">
                  <table className="records__table">
                    <thead>
                      <tr>
                        <th scope="col">{t('records.time')}</th>
                        <th scope="col" className="records__num">
                          {t('records.validBet')}
                        </th>
                        <th scope="col" className="records__num">
                          {t('records.amount')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {quote.history.map((item) => (
                        <tr key={item.id}>
                          <td>{formatTime(item.createdAt, i18n.language)}</td>
                          <td className="records__num">{money(item.validBetMinor, item.validBet)}</td>
                          <td className="records__num records__plus">{money(item.amountMinor, item.amount)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            )}
          </>
        )}
      </RecordStates>
    </div>
  );
}
