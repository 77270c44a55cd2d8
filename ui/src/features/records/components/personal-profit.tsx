import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { useProfit, type ProfitPeriod } from '../api/records-api';
import { signed, useMoney } from '../lib/use-money';
import { DateRange } from '../../../components/date-range';
import { RecordStates } from '../../../components/record-states';

const PERIODS: readonly ProfitPeriod[] = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'range'];

/** Personal profit and loss (personalProfit): totals of the member's settled bets over a period. */
export function PersonalProfit() {
  const { t } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const [period, setPeriod] = useState<ProfitPeriod>('today');
  const [range, setRange] = useState({ from: '', to: '' });
  const profit = useProfit(customerId, period, range.from, range.to);
  const money = useMoney();
  const summary = profit.data;
  const waitingForRange = period === 'range' && (range.from === '' || range.to === '');

  return (
    <div className="records" aria-busy={profit.isFetching}>
      <div className="records__periods" role="group" aria-label={t('records.period')}>
        {PERIODS.map((option) => (
          <button
            key={option}
            type="button"
            className="records__period"
            aria-pressed={period === option}
            onClick={() => setPeriod(option)}
          >
            {t(`records.periods.${option}`)}
          </button>
        ))}
      </div>
      {period === 'range' && (
        <form className="records__filters" onSubmit={(event) => event.preventDefault()}>
          <DateRange from={range.from} to={range.to} onChange={(from, to) => setRange({ from, to })} />
        </form>
      )}
      {waitingForRange ? (
        <p className="records__hint">{t('records.pickRange')}</p>
      ) : (
        <RecordStates
          query={profit}
          empty={!summary || (summary.betCount === 0 && summary.pendingCount === 0)}
          emptyTitle={t('records.emptyTitle')}
          emptyLine={t('records.profitEmptyLine')}
        >
          {summary && (
            <dl className="records__summary">
              <div className="records__stat">
                <dt>{t('records.betCount')}</dt>
                <dd>{summary.betCount}</dd>
              </div>
              <div className="records__stat">
                <dt>{t('records.totalBet')}</dt>
                <dd>{money(summary.betMinor, summary.bet)}</dd>
              </div>
              <div className="records__stat">
                <dt>{t('records.validBet')}</dt>
                <dd>{money(summary.validBetMinor, summary.validBet)}</dd>
              </div>
              <div className="records__stat">
                <dt>{t('records.payout')}</dt>
                <dd>{money(summary.payoutMinor, summary.payout)}</dd>
              </div>
              <div className="records__stat records__stat--main">
                <dt>{t('records.profit')}</dt>
                <dd className={summary.profitMinor < 0 ? 'records__minus' : 'records__plus'}>
                  {signed(money(summary.profitMinor, summary.profit), summary.profitMinor)}
                </dd>
              </div>
            </dl>
          )}
          {summary && summary.pendingCount > 0 && (
            <p className="records__hint">{t('records.pendingNote', { count: summary.pendingCount })}</p>
          )}
        </RecordStates>
      )}
    </div>
  );
}
