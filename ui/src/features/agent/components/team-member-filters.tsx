import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMembersQuery } from '../api/get-agent-team-members';

export type MemberFilters = {
  account: string;
  status: NonNullable<TeamMembersQuery['status']>;
  accountType: NonNullable<TeamMembersQuery['accountType']>;
};

const STATUSES: readonly MemberFilters['status'][] = ['all', 'active', 'disabled'];
const TYPES: readonly MemberFilters['accountType'][] = ['all', 'member', 'agent'];

type Props = { value: MemberFilters; onChange: (next: MemberFilters) => void };

/** Account search (on Search or Enter), status and account type (at once) of the team list. */
export function TeamMemberFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value.account);
  return (
    <form
      className="records__filters agent-filters"
      role="search"
      aria-label={t('agent.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...value, account: draft });
      }}
    >
      <div className="field records__field">
        <label className="field__label" htmlFor={`${id}-account`}>
          {t('agent.accountFilter')}
        </label>
        <input
          id={`${id}-account`}
          type="search"
          className="field__input"
          value={draft}
          maxLength={32}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      <div className="field records__field">
        <label className="field__label" htmlFor={`${id}-status`}>
          {t('agent.members.status')}
        </label>
        <select
          id={`${id}-status`}
          className="field__input"
          value={value.status}
          onChange={(event) =>
            onChange({ ...value, account: draft, status: event.target.value as MemberFilters['status'] })
          }
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`agent.members.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field records__field">
        <label className="field__label" htmlFor={`${id}-type`}>
          {t('agent.members.type')}
        </label>
        <select
          id={`${id}-type`}
          className="field__input"
          value={value.accountType}
          onChange={(event) =>
            onChange({ ...value, account: draft, accountType: event.target.value as MemberFilters['accountType'] })
          }
        >
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`agent.members.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--ghost agent-filters__search">
        {t('agent.search')}
      </button>
    </form>
  );
}
