import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRange } from '../../../components/date-range';

export type ReportRange = { account: string; from: string; to: string };

type Props = {
  value: ReportRange;
  onChange: (next: ReportRange) => void;
  /** Without the account search (the agent's own commission pages). */
  withAccount?: boolean;
  /** Further filters of the page, e.g. a type select. */
  children?: ReactNode;
};

/**
 * Account search and days of a team report. The days apply as they are picked;
 * the account applies on Search (or Enter), so typing a name does not send a
 * request per letter. Empty days mean the server's default, today.
 */
export function ReportFilters({ value, onChange, withAccount = true, children }: Props) {
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
      {withAccount && (
        <div className="field records__field">
          <label className="field__label" htmlFor={id}>
            {t('agent.accountFilter')}
          </label>
          <input
            id={id}
            type="search"
            className="field__input"
            value={draft}
            // The contract's limit on the account filter (maxLength 32).
            maxLength={32}
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
      )}
      {children}
      <DateRange
        from={value.from}
        to={value.to}
        onChange={(from, to) => onChange({ ...value, account: draft, from, to })}
      />
      {withAccount && (
        <button type="submit" className="button button--ghost agent-filters__search">
          {t('agent.search')}
        </button>
      )}
    </form>
  );
}
