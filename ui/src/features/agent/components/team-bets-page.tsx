import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordPager } from '../../../components/record-pager';
import { RecordStates } from '../../../components/record-states';
import { formatTime } from '../../../lib/i18n/format-time';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import { useAgentTeamBets, type AgentTeamBet } from '../api/get-agent-team-bets';
import { compactQuery } from '../lib/compact-query';
import { useMoneyText } from '../lib/use-money-text';
import { AgentTable, type AgentColumn } from './agent-table';
import { ReportFilters, type ReportRange } from './report-filters';
import { ReportRangeLine } from './report-range';
import { SignedAmount } from './signed-amount';

type Props = { loadCoreApi?: () => Promise<CoreApi> };

/** personalHistoryCopy (team betting): the team's bets in a range, with the range's totals. */
export function TeamBetsPage({ loadCoreApi = loadCore }: Props) {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const [range, setRange] = useState<ReportRange>({ account: '', from: '', to: '' });
  const [pageNo, setPageNo] = useState(1);
  const bets = useAgentTeamBets(customerId, { ...compactQuery(range), pageNo });
  const money = useMoneyText(loadCoreApi);
  const page = bets.data;

  const columns: AgentColumn<AgentTeamBet>[] = [
    { key: 'time', label: t('agent.bets.time'), cell: (b) => formatTime(b.placedAt, i18n.language) },
    { key: 'account', label: t('agent.account'), cell: (b) => b.account },
    {
      key: 'game',
      label: t('agent.bets.game'),
      cell: (b) => (
        <>
          {b.vendor}
          <span className="records__sub">
            {' '}
            · {b.gameCategory} · {b.gameCode}
          </span>
        </>
      ),
    },
    { key: 'bet', label: t('agent.bets.bet'), numeric: true, cell: (b) => money.show(b.bet) },
    { key: 'validBet', label: t('agent.bets.validBet'), numeric: true, cell: (b) => money.show(b.validBet) },
    {
      key: 'payout',
      label: t('agent.bets.payout'),
      numeric: true,
      cell: (b) => (b.payout === null ? '—' : money.show(b.payout)),
    },
    {
      key: 'winLoss',
      label: t('agent.bets.winLoss'),
      numeric: true,
      cell: (b) => (b.winLoss === null ? '—' : <SignedAmount value={money.signed(b.winLoss)} />),
    },
    { key: 'status', label: t('agent.bets.status'), cell: (b) => t(`agent.bets.statuses.${b.status}`) },
  ];

  return (
    <div className="records" aria-busy={bets.isFetching}>
      <ReportFilters
        value={range}
        onChange={(next) => {
          setRange(next);
          setPageNo(1);
        }}
      />
      <RecordStates
        query={bets}
        empty={!page || page.list.length === 0}
        emptyTitle={t('agent.emptyTitle')}
        emptyLine={t('agent.bets.emptyLine')}
      >
        {page && (
          <>
            <ReportRangeLine from={page.from} to={page.to} />
            <AgentTable
              caption={t('agent.bets.caption')}
              columns={columns}
              rows={page.list}
              rowKey={(b) => b.id}
              totals={{
                label: t('agent.totals'),
                cells: {
                  bet: money.show(page.totalBet),
                  validBet: money.show(page.totalValidBet),
                  winLoss: <SignedAmount value={money.signed(page.totalWinLoss)} />,
                },
              }}
            />
          </>
        )}
        <RecordPager page={pageNo} totalPages={page?.totalPages ?? 0} busy={bets.isFetching} onChange={setPageNo} />
      </RecordStates>
    </div>
  );
}
