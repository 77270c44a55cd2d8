import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordPager } from '../../../components/record-pager';
import { RecordStates } from '../../../components/record-states';
import { formatTime } from '../../../lib/i18n/format-time';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import { useAgentCommissions, type AgentCommission, type CommissionKind } from '../api/get-agent-commissions';
import { compactQuery } from '../lib/compact-query';
import { useMoneyText } from '../lib/use-money-text';
import { AgentTable, type AgentColumn } from './agent-table';
import { CommissionSummary } from './commission-summary';
import { ReportFilters, type ReportRange } from './report-filters';
import { SignedAmount } from './signed-amount';

type Props = { kind: CommissionKind; loadCoreApi?: () => Promise<CoreApi> };

const STATUS_BADGE = { paid: 'approved', due: 'in_process', none: 'none' } as const;

/**
 * The agent's settled commissions: agentRevenueReport (kind all, my income)
 * and each contract kind's own record (dividends, daily wages, hourly and
 * real-time salary). Days filter by the start of each period.
 */
export function CommissionsPage({ kind, loadCoreApi = loadCore }: Props) {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const [range, setRange] = useState<ReportRange>({ account: '', from: '', to: '' });
  const [pageNo, setPageNo] = useState(1);
  const days = compactQuery({ from: range.from, to: range.to });
  const commissions = useAgentCommissions(customerId, { ...days, kind, pageNo });
  const money = useMoneyText(loadCoreApi);
  const page = commissions.data;
  const time = (iso: string) => formatTime(iso, i18n.language);

  const columns: AgentColumn<AgentCommission>[] = [
    {
      key: 'period',
      label: t('agent.commissions.period'),
      cell: (c) => (
        <>
          {t(`agent.contractPeriods.${c.period}`)}
          <span className="records__sub">
            {' '}
            · {time(c.periodStart)} – {time(c.periodEnd)}
          </span>
        </>
      ),
    },
    ...(kind === 'all'
      ? [{ key: 'kind', label: t('agent.commissions.kind'), cell: (c: AgentCommission) => t(`agent.kinds.${c.kind}`) }]
      : []),
    {
      key: 'tier',
      label: t('agent.commissions.tier'),
      // The real-time salary has rates, not tiers.
      cell: (c) =>
        c.kind === 'realtime'
          ? t('agent.commissions.noTiers')
          : c.tier === null
            ? t('agent.commissions.noTier')
            : t('agent.commissions.tierValue', { tier: c.tier }),
    },
    {
      key: 'rate',
      label: t('agent.commissions.rate'),
      numeric: true,
      cell: (c) => t('agent.percent', { rate: c.rate }),
    },
    { key: 'active', label: t('agent.commissions.activeMembers'), numeric: true, cell: (c) => c.activeMembers },
    { key: 'validBet', label: t('agent.commissions.validBet'), numeric: true, cell: (c) => money.show(c.validBet) },
    {
      key: 'profitLoss',
      label: t('agent.commissions.profitLoss'),
      numeric: true,
      cell: (c) => <SignedAmount value={money.signed(c.profitLoss)} />,
    },
    { key: 'amount', label: t('agent.commissions.amount'), numeric: true, cell: (c) => money.show(c.amount) },
    {
      key: 'status',
      label: t('agent.commissions.status'),
      cell: (c) => (
        <span className={`status-badge status-badge--${STATUS_BADGE[c.status]}`}>
          {t(`agent.commissions.statuses.${c.status}`)}
        </span>
      ),
    },
    { key: 'paidAt', label: t('agent.commissions.paidAt'), cell: (c) => (c.paidAt === null ? '—' : time(c.paidAt)) },
  ];

  return (
    <div className="records" aria-busy={commissions.isFetching}>
      <ReportFilters
        value={range}
        withAccount={false}
        onChange={(next) => {
          setRange(next);
          setPageNo(1);
        }}
      />
      {page && <CommissionSummary page={page} kind={kind} money={money} />}
      <RecordStates
        query={commissions}
        empty={!page || page.list.length === 0}
        emptyTitle={t('agent.emptyTitle')}
        emptyLine={t('agent.commissions.emptyLine')}
        icon="deposit"
      >
        {page && (
          <>
            <AgentTable
              caption={t('agent.commissions.caption')}
              columns={columns}
              rows={page.list}
              rowKey={(c) => c.id}
            />
            <p className="records__hint">{t('agent.commissions.profitLossNote')}</p>
          </>
        )}
        <RecordPager
          page={pageNo}
          totalPages={page?.totalPages ?? 0}
          busy={commissions.isFetching}
          onChange={setPageNo}
        />
      </RecordStates>
    </div>
  );
}
