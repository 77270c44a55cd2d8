import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordPager } from '../../../components/record-pager';
import { RecordStates } from '../../../components/record-states';
import { formatTime } from '../../../lib/i18n/format-time';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import {
  useAgentTeamTransactions,
  type AgentTeamTransaction,
  type TransactionType,
} from '../api/get-agent-team-transactions';
import { compactQuery } from '../lib/compact-query';
import { transactionStatusKey } from '../lib/transaction-status';
import { useMoneyText } from '../lib/use-money-text';
import { AgentTable, type AgentColumn } from './agent-table';
import { ReportFilters, type ReportRange } from './report-filters';
import { ReportRangeLine } from './report-range';

const TYPES: readonly TransactionType[] = ['all', 'deposit', 'withdrawal'];

type Props = { loadCoreApi?: () => Promise<CoreApi> };

/** agentDownlineTransactionDetailsCopy: the team's deposits and withdrawals in a range. */
export function TeamTransactionsPage({ loadCoreApi = loadCore }: Props) {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const typeId = useId();
  const [range, setRange] = useState<ReportRange>({ account: '', from: '', to: '' });
  const [type, setType] = useState<TransactionType>('all');
  const [pageNo, setPageNo] = useState(1);
  const transactions = useAgentTeamTransactions(customerId, { ...compactQuery(range), type, pageNo });
  const money = useMoneyText(loadCoreApi);
  const page = transactions.data;

  const status = (row: AgentTeamTransaction) => {
    const key = transactionStatusKey(row.status);
    // A status this page has no word for yet is shown as the server names it.
    return key ? t(`agent.transactions.statuses.${key}`) : row.status;
  };
  const columns: AgentColumn<AgentTeamTransaction>[] = [
    { key: 'created', label: t('agent.transactions.created'), cell: (r) => formatTime(r.createdAt, i18n.language) },
    { key: 'account', label: t('agent.account'), cell: (r) => r.account },
    { key: 'type', label: t('agent.transactions.type'), cell: (r) => t(`agent.transactions.types.${r.type}`) },
    { key: 'amount', label: t('agent.transactions.amount'), numeric: true, cell: (r) => money.show(r.amount) },
    {
      key: 'status',
      label: t('agent.transactions.status'),
      cell: (r) => <span className={`status-badge status-badge--${r.status}`}>{status(r)}</span>,
    },
    {
      key: 'decided',
      label: t('agent.transactions.decided'),
      cell: (r) => (r.decidedAt === null ? '—' : formatTime(r.decidedAt, i18n.language)),
    },
  ];

  return (
    <div className="records" aria-busy={transactions.isFetching}>
      <ReportFilters
        value={range}
        onChange={(next) => {
          setRange(next);
          setPageNo(1);
        }}
      >
        <div className="field records__field">
          <label className="field__label" htmlFor={typeId}>
            {t('agent.transactions.type')}
          </label>
          <select
            id={typeId}
            className="field__input"
            value={type}
            onChange={(event) => {
              setType(event.target.value as TransactionType);
              setPageNo(1);
            }}
          >
            {TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`agent.transactions.types.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </ReportFilters>
      <RecordStates
        query={transactions}
        empty={!page || page.list.length === 0}
        emptyTitle={t('agent.emptyTitle')}
        emptyLine={t('agent.transactions.emptyLine')}
      >
        {page && (
          <>
            <ReportRangeLine from={page.from} to={page.to} />
            <AgentTable
              caption={t('agent.transactions.caption')}
              columns={columns}
              rows={page.list}
              rowKey={(r) => `${r.type}:${r.id}`}
            />
          </>
        )}
        <RecordPager
          page={pageNo}
          totalPages={page?.totalPages ?? 0}
          busy={transactions.isFetching}
          onChange={setPageNo}
        />
      </RecordStates>
    </div>
  );
}
