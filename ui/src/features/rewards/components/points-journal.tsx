import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { usePointsJournal } from '../api/points-api';
import { Pager } from './pager';
import { SectionState } from './section-state';

/** The member transaction detail: every change of the member's points with its reason and the balance after. */
export function PointsJournal({ formatTime }: { formatTime: (iso: string) => string }) {
  const { t } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const [page, setPage] = useState(1);
  const journal = usePointsJournal(customerId, page);
  const rows = journal.data?.content ?? [];
  return (
    <SectionState
      query={journal}
      empty={rows.length === 0}
      emptyTitle={t('rewards.detailEmptyTitle')}
      emptyLine={t('rewards.detailEmptyLine')}
      icon="chart"
    >
      <div className="rewards__table-wrap" tabIndex={0} role="region" aria-label={t('rewards.tabDetail')}>
        <table className="rewards__table">
          <thead>
            <tr>
              <th scope="col">{t('rewards.colTime')}</th>
              <th scope="col">{t('rewards.colReason')}</th>
              <th scope="col" className="rewards__num">
                {t('rewards.colChange')}
              </th>
              <th scope="col" className="rewards__num">
                {t('rewards.colBalance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{formatTime(row.createdAt)}</td>
                <td>
                  {t(`rewards.reason_${row.reason}`)}
                  {row.memo ? <span className="rewards__note">{row.memo}</span> : null}
                </td>
                <td className={`rewards__num ${row.points < 0 ? 'rewards__minus' : 'rewards__plus'}`}>
                  {row.points > 0 ? `+${row.points.toLocaleString()}` : row.points.toLocaleString()}
                </td>
                <td className="rewards__num">{row.balanceAfter.toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} totalPages={journal.data?.totalPages ?? 0} busy={journal.isFetching} onChange={setPage} />
    </SectionState>
  );
}
