import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import type { AgentContract } from '../api/get-agent-contracts';
import { contractParty, contractTitle } from '../lib/contract-text';
import { useMoneyText } from '../lib/use-money-text';
import { ContractActions } from './contract-actions';
import { ContractTerms } from './contract-terms';

type Props = {
  contract: AgentContract;
  customerId: string;
  /** Requests still waiting after this one. */
  waitingAfter: number;
  onLater: () => void;
  onAnswered: (message: string) => void;
};

/** One request in the contract popup: what is asked, the terms, the answers, and "later". */
export function ContractRequest({ contract, customerId, waitingAfter, onLater, onAnswered }: Props) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const [error, setError] = useState<string | null>(null);
  const later = useRef<HTMLButtonElement>(null);
  // Each request starts on "Decide later", the one answer that commits to
  // nothing; when the next request replaces an answered one, the focus would
  // otherwise fall out of the dialog with the button that was pressed.
  useEffect(() => later.current?.focus(), []);
  const kind = t(`agent.kinds.${contract.kind}`);
  const question = contract.termination
    ? t('agent.popup.termination', { account: contract.termination.requestedBy, kind })
    : t('agent.popup.offer', {
        grantor: contract.grantor === '' ? t('agent.popup.operator') : contract.grantor,
        kind,
        period: t(`agent.contractPeriods.${contract.period}`),
      });

  return (
    <div className="contract-request">
      <p className="dialog__message">{question}</p>
      <ContractTerms contract={contract} money={money} />
      <FormError code={error} />
      <div className="dialog__actions">
        <button ref={later} type="button" className="button button--ghost" onClick={onLater} data-autofocus>
          {t('agent.popup.later')}
        </button>
        <ContractActions
          contract={contract}
          customerId={customerId}
          subject={`${contractTitle(t, contract)}, ${contractParty(t, contract)}`}
          onDone={(outcome) =>
            outcome.ok ? onAnswered(t(`agent.contracts.done.${outcome.action}`)) : setError(outcome.code)
          }
        />
      </div>
      {waitingAfter > 0 && <p className="records__hint">{t('agent.popup.more', { count: waitingAfter })}</p>}
    </div>
  );
}
