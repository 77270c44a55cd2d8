import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { RecordStates } from '../../../components/record-states';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import { useAgentContracts } from '../api/get-agent-contracts';
import { useConsolidatedFunds } from '../api/get-consolidated-funds';
import { enabledKinds } from '../lib/contract-kinds';
import { useMoneyText } from '../lib/use-money-text';
import type { ContractOutcome } from './contract-actions';
import { ContractList } from './contract-list';
import { ContractOfferForm } from './contract-offer-form';

type Props = { loadCoreApi?: () => Promise<CoreApi> };

/**
 * The agent's contracts (spec sections 3 and 4): those it holds, with offers to
 * accept or reject; those it gave its downline; termination requests either
 * way; and a new offer to a first-level sub-agent.
 */
export function ContractsPage({ loadCoreApi = loadCore }: Props) {
  const { t } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  // The same cached answer the contract popup polls.
  const contracts = useAgentContracts(customerId);
  const flags = useConsolidatedFunds(customerId);
  const kinds = enabledKinds(flags.data);
  const money = useMoneyText(loadCoreApi);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onDone = (outcome: ContractOutcome) => {
    setError(outcome.ok ? null : outcome.code);
    setNotice(outcome.ok ? t(`agent.contracts.done.${outcome.action}`) : '');
  };

  return (
    <div className="records agent-contracts" aria-busy={contracts.isFetching}>
      <p className="records__notice" role="status">
        {notice}
      </p>
      <FormError code={error} />
      <RecordStates query={contracts} empty={false} emptyTitle="" emptyLine="" icon="shield">
        {contracts.data && (
          <>
            <ContractList
              title={t('agent.contracts.held')}
              emptyLine={t('agent.contracts.heldEmpty')}
              contracts={contracts.data.held}
              customerId={customerId}
              money={money}
              onDone={onDone}
            />
            <ContractList
              title={t('agent.contracts.granted')}
              emptyLine={t('agent.contracts.grantedEmpty')}
              contracts={contracts.data.granted}
              customerId={customerId}
              money={money}
              onDone={onDone}
            />
          </>
        )}
      </RecordStates>
      {/* Keyed by the enabled kinds: the form starts over on the first kind once the flags are in. */}
      <ContractOfferForm key={kinds.join(',')} customerId={customerId} kinds={kinds} />
    </div>
  );
}
