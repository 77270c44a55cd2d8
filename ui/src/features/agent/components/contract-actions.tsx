import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorCodeOf } from '../../../lib/api/api-error';
import type { AgentContract } from '../api/get-agent-contracts';
import { useProcessContract, type ContractAction } from '../api/post-agent-contract-process';
import { contractActions } from '../lib/contract-actions';

export type ContractOutcome = { ok: true; action: ContractAction } | { ok: false; code: string };

type Props = {
  contract: AgentContract;
  customerId: string;
  /** Added to each button's name for screen readers, so "Accept" says which contract. */
  subject: string;
  onDone: (outcome: ContractOutcome) => void;
};

/**
 * The Accept / Reject / Terminate / termination-answer buttons a contract offers
 * this agent now (lib/contract-actions.ts). Terminating asks first: it starts a
 * request the other party must answer.
 */
export function ContractActions({ contract, customerId, subject, onDone }: Props) {
  const { t } = useTranslation();
  const process = useProcessContract(customerId);
  const [confirmTerminate, setConfirmTerminate] = useState(false);
  const actions = contractActions(contract);
  if (actions.length === 0) return null;

  const run = (action: ContractAction) =>
    process.mutate(
      { contractId: contract.id, action },
      {
        onSuccess: () => onDone({ ok: true, action }),
        onError: (error) => onDone({ ok: false, code: errorCodeOf(error) }),
        onSettled: () => setConfirmTerminate(false),
      },
    );

  return (
    <div className="contract-actions">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'accept' || action === 'acceptTermination' ? 'button button--primary' : 'button'}
          disabled={process.isPending}
          aria-busy={process.isPending}
          onClick={() => (action === 'terminate' ? setConfirmTerminate(true) : run(action))}
        >
          {t(`agent.contracts.actions.${action}`)}
          <span className="visually-hidden"> {subject}</span>
        </button>
      ))}
      <ConfirmDialog
        open={confirmTerminate}
        title={t('agent.contracts.terminateTitle')}
        message={t('agent.contracts.terminateLine')}
        confirmLabel={t('agent.contracts.actions.terminate')}
        busy={process.isPending}
        onConfirm={() => run('terminate')}
        onCancel={() => {
          if (!process.isPending) setConfirmTerminate(false);
        }}
      />
    </div>
  );
}
