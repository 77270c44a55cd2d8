import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { useRedeems } from '../api/points-api';
import { Pager } from './pager';
import { SectionState } from './section-state';

/** The member's redeems with their status (In Process, Approved, Rejected); decisions not yet seen are marked new. */
export function RedeemHistory({ formatTime }: { formatTime: (iso: string) => string }) {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const [page, setPage] = useState(1);
  const redeems = useRedeems(customerId, i18n.language.toUpperCase(), page);
  const rows = redeems.data?.content ?? [];
  return (
    <SectionState
      query={redeems}
      empty={rows.length === 0}
      emptyTitle={t('rewards.historyEmptyTitle')}
      emptyLine={t('rewards.historyEmptyLine')}
      icon="gift"
    >
      <div className="rewards__table-wrap" tabIndex={0} role="region" aria-label={t('rewards.tabHistory')}>
        <table className="rewards__table">
          <thead>
            <tr>
              <th scope="col">{t('rewards.colTime')}</th>
              <th scope="col">{t('rewards.colReward')}</th>
              <th scope="col" className="rewards__num">
                {t('rewards.colPoints')}
              </th>
              <th scope="col">{t('rewards.colStatus')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{formatTime(row.createdAt)}</td>
                <td>
                  {row.itemName}
                  {row.quantity > 1 ? ` ×${row.quantity}` : ''}
                  {row.note ? <span className="rewards__note">{row.note}</span> : null}
                </td>
                <td className="rewards__num">{row.points.toLocaleString()}</td>
                <td>
                  <span className={`reward-status reward-status--${row.status}`}>
                    {t(`rewards.status_${row.status}`)}
                  </span>
                  {!row.seen ? <span className="reward-status reward-status--new">{t('rewards.newBadge')}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} totalPages={redeems.data?.totalPages ?? 0} busy={redeems.isFetching} onChange={setPage} />
    </SectionState>
  );
}
