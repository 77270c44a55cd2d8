import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import { useLedgerRecords, type ListFilters } from '../api/records-api';
import { formatTime } from '../../../lib/i18n/format-time';
import { signed, useMoney } from '../lib/use-money';
import { DateRange } from '../../../components/date-range';
import { RecordPager } from '../../../components/record-pager';
import { RecordStates } from '../../../components/record-states';

const TYPES = [
  'deposit',
  'withdrawal',
  'transfer_in',
  'transfer_out',
  'adjustment',
  'rebate',
  'bonus',
  'commission',
  'reversal',
  'other',
] as const;

type Props = { loadCoreApi?: () => Promise<CoreApi> };

/** The account record (transactionHistory): every movement of the main wallet, filtered by type and days. */
export function TransactionHistory({ loadCoreApi = loadCore }: Props) {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const [filters, setFilters] = useState<ListFilters>({ type: '', from: '', to: '', page: 1 });
  const records = useLedgerRecords(customerId, filters);
  const money = useMoney(loadCoreApi);
  const typeId = useId();
  const page = records.data;

  return (
    <div className="records" aria-busy={records.isFetching}>
      <form className="records__filters" onSubmit={(event) => event.preventDefault()}>
        <div className="field records__field">
          <label className="field__label" htmlFor={typeId}>
            {t('records.type')}
          </label>
          <select
            id={typeId}
            className="field__input"
            value={filters.type}
            onChange={(event) => setFilters({ ...filters, type: event.target.value, page: 1 })}
          >
            <option value="">{t('records.allTypes')}</option>
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`records.types.${type}`)}
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
        query={records}
        empty={!page || page.content.length === 0}
        emptyTitle={t('records.emptyTitle')}
        emptyLine={t('records.ledgerEmptyLine')}
      >
        <div className="records__table-wrap" tabIndex={0} role="region" aria-label={t('member.transactionHistory')}>
          <table className="records__table">
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('records.type')}</th>
                <th scope="col" className="records__num">
                  {t('records.amount')}
                </th>
                <th scope="col" className="records__num">
                  {t('records.balanceAfter')}
                </th>
              </tr>
            </thead>
            <tbody>
              {page?.content.map((row) => (
                <tr key={row.id}>
                  <td>{formatTime(row.createdAt, i18n.language)}</td>
                  <td>
                    {t(`records.types.${row.type}`)}
                    {row.vendor && <span className="records__sub"> · {row.vendor}</span>}
                  </td>
                  <td className={`records__num ${row.amountMinor < 0 ? 'records__minus' : 'records__plus'}`}>
                    {signed(money(row.amountMinor, row.amount), row.amountMinor)}
                  </td>
                  <td className="records__num">{money(row.balanceAfterMinor, row.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <RecordPager
          page={filters.page}
          totalPages={page?.totalPages ?? 0}
          busy={records.isFetching}
          onChange={(next) => setFilters({ ...filters, page: next })}
        />
      </RecordStates>
    </div>
  );
}
