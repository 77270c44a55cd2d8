import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { useBets, useVendors, type ListFilters } from '../api/records-api';
import { formatTime } from '../../../lib/i18n/format-time';
import { signed, useMoney } from '../lib/use-money';
import { DateRange } from '../../../components/date-range';
import { RecordPager } from '../../../components/record-pager';
import { RecordStates } from '../../../components/record-states';

/** The betting record (personalHistoryCopy): the member's bets, filtered by vendor and days. */
export function BettingRecord() {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const [filters, setFilters] = useState<ListFilters>({ vendor: '', from: '', to: '', page: 1 });
  const bets = useBets(customerId, filters);
  const vendors = useVendors(customerId);
  const money = useMoney();
  const vendorId = useId();
  const page = bets.data;

  return (
    <div className="records" aria-busy={bets.isFetching}>
      <form className="records__filters" onSubmit={(event) => event.preventDefault()}>
        <div className="field records__field">
          <label className="field__label" htmlFor={vendorId}>
            {t('records.vendor')}
          </label>
          <select
            id={vendorId}
            className="field__input"
            value={filters.vendor}
            onChange={(event) => setFilters({ ...filters, vendor: event.target.value, page: 1 })}
          >
            <option value="">{t('records.allVendors')}</option>
            {vendors.data?.wallets.map((wallet) => (
              <option key={wallet.vendor} value={wallet.vendor}>
                {wallet.name}
              </option>
            ))}
          </select>
        </div>
        <DateRange
          from={filters.from}
          to={filters.to}
          onChange={(from, to) => setFilters({ ...filters, from, to, page: 1 })}
        />
      </form>
      <RecordStates
        query={bets}
        empty={!page || page.content.length === 0}
        emptyTitle={t('records.emptyTitle')}
        emptyLine={t('records.betsEmptyLine')}
      >
        <div className="records__table-wrap" tabIndex={0} role="region" aria-label={t('member.personalHistoryCopy')}>
          <table className="records__table">
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('records.game')}</th>
                <th scope="col" className="records__num">
                  {t('records.bet')}
                </th>
                <th scope="col" className="records__num">
                  {t('records.validBet')}
                </th>
                <th scope="col" className="records__num">
                  {t('records.payout')}
                </th>
                <th scope="col" className="records__num">
                  {t('records.winLoss')}
                </th>
                <th scope="col">{t('records.status')}</th>
              </tr>
            </thead>
            <tbody>
              {page?.content.map((bet) => (
                <tr key={bet.id}>
                  <td>{formatTime(bet.placedAt, i18n.language)}</td>
                  <td>
                    {bet.vendorName}
                    <span className="records__sub">
                      {' '}
                      · {t(`records.categories.${bet.gameCategory}`)} · {bet.gameCode}
                    </span>
                  </td>
                  <td className="records__num">{money(bet.betMinor, bet.bet)}</td>
                  <td className="records__num">{money(bet.validBetMinor, bet.validBet)}</td>
                  <td className="records__num">
                    {bet.payoutMinor === null || bet.payout === null ? '—' : money(bet.payoutMinor, bet.payout)}
                  </td>
                  <td
                    className={`records__num ${bet.winLossMinor !== null && bet.winLossMinor < 0 ? 'records__minus' : 'records__plus'}`}
                  >
                    {bet.winLossMinor === null || bet.winLoss === null
                      ? '—'
                      : signed(money(bet.winLossMinor, bet.winLoss), bet.winLossMinor)}
                  </td>
                  <td>{t(`records.betStatus.${bet.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <RecordPager
          page={filters.page}
          totalPages={page?.totalPages ?? 0}
          busy={bets.isFetching}
          onChange={(next) => setFilters({ ...filters, page: next })}
        />
      </RecordStates>
    </div>
  );
}
