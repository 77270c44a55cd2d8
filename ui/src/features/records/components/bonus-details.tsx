import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { useBonuses, type ListFilters } from '../api/records-api';
import { formatTime } from '../../../lib/i18n/format-time';
import { signed, useMoney } from '../lib/use-money';
import { DateRange } from '../../../components/date-range';
import { RecordPager } from '../../../components/record-pager';
import { RecordStates } from '../../../components/record-states';

/** Bonus details (bonusDetails): the member's bonus credits with their reason and turnover multiple. */
export function BonusDetails() {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const [filters, setFilters] = useState<ListFilters>({ from: '', to: '', page: 1 });
  const bonuses = useBonuses(customerId, filters);
  const money = useMoney();
  const page = bonuses.data;

  return (
    <div className="records" aria-busy={bonuses.isFetching}>
      <form className="records__filters" onSubmit={(event) => event.preventDefault()}>
        <DateRange
          from={filters.from}
          to={filters.to}
          onChange={(from, to) => setFilters({ ...filters, from, to, page: 1 })}
        />
      </form>
      <RecordStates
        query={bonuses}
        empty={!page || page.content.length === 0}
        emptyTitle={t('records.emptyTitle')}
        emptyLine={t('records.bonusEmptyLine')}
        icon="gift"
      >
        <div className="records__table-wrap" tabIndex={0} role="region" aria-label={t('member.bonusDetails')}>
          <table className="records__table">
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('records.reason')}</th>
                <th scope="col" className="records__num">
                  {t('records.amount')}
                </th>
                <th scope="col" className="records__num">
                  {t('records.turnoverMultiple')}
                </th>
              </tr>
            </thead>
            <tbody>
              {page?.content.map((bonus) => (
                <tr key={bonus.id}>
                  <td>{formatTime(bonus.createdAt, i18n.language)}</td>
                  <td>{bonus.reason}</td>
                  <td className={`records__num ${bonus.amountMinor < 0 ? 'records__minus' : 'records__plus'}`}>
                    {signed(money(bonus.amountMinor, bonus.amount), bonus.amountMinor)}
                  </td>
                  <td className="records__num">
                    {bonus.turnoverMultiple === null ? '—' : t('records.times', { count: bonus.turnoverMultiple })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <RecordPager
          page={filters.page}
          totalPages={page?.totalPages ?? 0}
          busy={bonuses.isFetching}
          onChange={(next) => setFilters({ ...filters, page: next })}
        />
      </RecordStates>
    </div>
  );
}
