import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/i18n/format-time';
import type { AgentContract } from '../api/get-agent-contracts';
import { contractParty, contractTitle } from '../lib/contract-text';
import type { MoneyText } from '../lib/use-money-text';
import { ContractActions, type ContractOutcome } from './contract-actions';
import { ContractTerms } from './contract-terms';

const STATUS_BADGE = {
  pending: 'in_process',
  active: 'approved',
  rejected: 'rejected',
  terminated: 'rejected',
} as const;

type Props = {
  contract: AgentContract;
  customerId: string;
  money: MoneyText;
  onDone: (outcome: ContractOutcome) => void;
};

/** One contract: its kind and state, the other party, its terms, its history and what can be done now. */
export function ContractCard({ contract: c, customerId, money, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const time = (iso: string) => formatTime(iso, i18n.language);
  const title = contractTitle(t, c);
  const party = contractParty(t, c);
  return (
    <article className="contract-card" aria-labelledby={headingId}>
      <header className="contract-card__head">
        <h3 id={headingId} className="contract-card__title">
          {title}
        </h3>
        <span className={`status-badge status-badge--${STATUS_BADGE[c.status]}`}>
          {t(`agent.contracts.statuses.${c.status}`)}
        </span>
      </header>
      <p className="records__sub">{party}</p>
      <ContractTerms contract={c} money={money} />
      <p className="contract-card__dates">
        <span>{t('agent.contracts.offeredAt', { time: time(c.createdAt) })}</span>
        {c.acceptedAt && <span>{t('agent.contracts.acceptedAt', { time: time(c.acceptedAt) })}</span>}
        {c.endedAt && <span>{t('agent.contracts.endedAt', { time: time(c.endedAt) })}</span>}
      </p>
      {c.endReason && <p className="records__hint">{t(`agent.contracts.endReasons.${c.endReason}`)}</p>}
      {c.termination && (
        <p className="contract-card__termination">
          {c.termination.byMe
            ? t('agent.contracts.terminationByMe')
            : t('agent.contracts.terminationByOther', { account: c.termination.requestedBy })}
        </p>
      )}
      <ContractActions contract={c} customerId={customerId} subject={`${title}, ${party}`} onDone={onDone} />
    </article>
  );
}
