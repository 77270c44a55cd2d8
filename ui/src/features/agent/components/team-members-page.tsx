import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { RecordPager } from '../../../components/record-pager';
import { RecordStates } from '../../../components/record-states';
import { formatTime } from '../../../lib/i18n/format-time';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import { useAgentTeamMembers } from '../api/get-agent-team-members';
import type { AgentTeamMember } from '../api/post-agent-register-downline';
import { compactQuery } from '../lib/compact-query';
import { useMoneyText } from '../lib/use-money-text';
import { AgentTable, type AgentColumn } from './agent-table';
import { MemberStatusButton } from './member-status-button';
import { TeamMemberFilters, type MemberFilters } from './team-member-filters';

type Props = { loadCoreApi?: () => Promise<CoreApi> };

/** downlineManagmentView (team management): the whole team, searchable, with enable/disable. */
export function TeamMembersPage({ loadCoreApi = loadCore }: Props) {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const [filters, setFilters] = useState<MemberFilters>({ account: '', status: 'all', accountType: 'all' });
  const [pageNo, setPageNo] = useState(1);
  const members = useAgentTeamMembers(customerId, { ...compactQuery(filters), pageNo });
  const money = useMoneyText(loadCoreApi);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const page = members.data;

  const columns: AgentColumn<AgentTeamMember>[] = [
    {
      key: 'account',
      label: t('agent.account'),
      cell: (m) => (
        <>
          <strong>{m.account}</strong>
          {m.nickname !== m.account && <span className="records__sub"> · {m.nickname}</span>}
        </>
      ),
    },
    { key: 'type', label: t('agent.members.type'), cell: (m) => t(`agent.accountTypes.${m.accountType}`) },
    { key: 'level', label: t('agent.members.level'), numeric: true, cell: (m) => m.level },
    { key: 'upline', label: t('agent.members.upline'), cell: (m) => m.upline },
    {
      key: 'status',
      label: t('agent.members.status'),
      cell: (m) => (
        <span className={`status-badge status-badge--${m.status === 'active' ? 'approved' : 'rejected'}`}>
          {t(`agent.members.statuses.${m.status}`)}
        </span>
      ),
    },
    { key: 'registered', label: t('agent.members.registered'), cell: (m) => formatTime(m.registeredAt, i18n.language) },
    { key: 'balance', label: t('agent.members.balance'), numeric: true, cell: (m) => money.show(m.balance) },
    {
      key: 'contracts',
      label: t('agent.members.contracts'),
      cell: (m) =>
        m.contracts.length === 0
          ? t('agent.members.noContracts')
          : m.contracts.map((kind) => t(`agent.kinds.${kind}`)).join(', '),
    },
    {
      key: 'actions',
      label: t('agent.members.actions'),
      cell: (m) => (
        <MemberStatusButton
          member={m}
          customerId={customerId}
          onDone={(outcome) => {
            setError(outcome.ok ? null : outcome.code);
            setNotice(
              outcome.ok
                ? t(`agent.members.changed.${outcome.member.status}`, { account: outcome.member.account })
                : '',
            );
          }}
        />
      ),
    },
  ];

  return (
    <div className="records" aria-busy={members.isFetching}>
      <TeamMemberFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPageNo(1);
        }}
      />
      <p className="records__notice" role="status">
        {notice}
      </p>
      <FormError code={error} />
      <RecordStates
        query={members}
        empty={!page || page.list.length === 0}
        emptyTitle={t('agent.emptyTitle')}
        emptyLine={t('agent.members.emptyLine')}
        icon="users"
      >
        <AgentTable
          caption={t('agent.members.caption')}
          columns={columns}
          rows={page?.list ?? []}
          rowKey={(m) => m.account}
        />
        <RecordPager page={pageNo} totalPages={page?.totalPages ?? 0} busy={members.isFetching} onChange={setPageNo} />
      </RecordStates>
    </div>
  );
}
