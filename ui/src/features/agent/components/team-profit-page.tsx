import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordPager } from '../../../components/record-pager';
import { RecordStates } from '../../../components/record-states';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import { useAgentTeamProfit, type AgentTeamProfitRow } from '../api/get-agent-team-profit';
import { compactQuery } from '../lib/compact-query';
import { useMoneyText, type MoneyText } from '../lib/use-money-text';
import { AgentTable, type AgentColumn } from './agent-table';
import { ReportFilters, type ReportRange } from './report-filters';
import { ReportRangeLine } from './report-range';
import { SignedAmount } from './signed-amount';

type Props = { loadCoreApi?: () => Promise<CoreApi> };

// The money columns, drawn the same way in the rows and in the totals row.
function moneyCells(row: AgentTeamProfitRow, money: MoneyText) {
  return {
    bet: money.show(row.bet),
    validBet: money.show(row.validBet),
    payout: money.show(row.payout),
    profitLoss: <SignedAmount value={money.signed(row.profitLoss)} />,
    deposits: money.show(row.deposits),
    withdrawals: money.show(row.withdrawals),
  };
}

/** palStatementsAgentCopy (user profit and loss): each team member's play and money over a range. */
export function TeamProfitPage({ loadCoreApi = loadCore }: Props) {
  const { t } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const [range, setRange] = useState<ReportRange>({ account: '', from: '', to: '' });
  const [pageNo, setPageNo] = useState(1);
  const profit = useAgentTeamProfit(customerId, { ...compactQuery(range), pageNo });
  const money = useMoneyText(loadCoreApi);
  const page = profit.data;

  const moneyColumn = (key: keyof ReturnType<typeof moneyCells>): AgentColumn<AgentTeamProfitRow> => ({
    key,
    label: t(`agent.profit.${key}`),
    numeric: true,
    cell: (row) => moneyCells(row, money)[key],
  });
  const columns: AgentColumn<AgentTeamProfitRow>[] = [
    { key: 'account', label: t('agent.account'), cell: (r) => r.account },
    { key: 'type', label: t('agent.members.type'), cell: (r) => t(`agent.accountTypes.${r.accountType}`) },
    { key: 'betCount', label: t('agent.profit.betCount'), numeric: true, cell: (r) => r.betCount },
    moneyColumn('bet'),
    moneyColumn('validBet'),
    moneyColumn('payout'),
    moneyColumn('profitLoss'),
    moneyColumn('deposits'),
    moneyColumn('withdrawals'),
  ];

  return (
    <div className="records" aria-busy={profit.isFetching}>
      <ReportFilters
        value={range}
        onChange={(next) => {
          setRange(next);
          setPageNo(1);
        }}
      />
      <RecordStates
        query={profit}
        empty={!page || page.list.length === 0}
        emptyTitle={t('agent.emptyTitle')}
        emptyLine={t('agent.profit.emptyLine')}
      >
        {page && (
          <>
            <ReportRangeLine from={page.from} to={page.to} />
            <AgentTable
              caption={t('agent.profit.caption')}
              columns={columns}
              rows={page.list}
              rowKey={(r) => r.account}
              totals={{
                label: t('agent.totals'),
                cells: { betCount: page.totals.betCount, ...moneyCells(page.totals, money) },
              }}
            />
            <p className="records__hint">{t('agent.profit.note')}</p>
          </>
        )}
        <RecordPager page={pageNo} totalPages={page?.totalPages ?? 0} busy={profit.isFetching} onChange={setPageNo} />
      </RecordStates>
    </div>
  );
}
