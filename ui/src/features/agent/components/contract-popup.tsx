import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { useAgentContracts, type AgentContract } from '../api/get-agent-contracts';
import { pendingRequests } from '../lib/contract-actions';
import { ContractRequest } from './contract-request';

/** A request's identity: a new termination request on a contract asks again even after "later". */
function requestKey(contract: AgentContract): string {
  return contract.termination ? `termination:${contract.termination.id}` : `offer:${contract.id}`;
}

/**
 * The contract popup (spec sections 2 and 6; it exists only while an agent is
 * logged in: the app mounts it for agents on every page). It asks about each
 * offer made to this agent and each termination request from the other party,
 * one at a time. The list is read on mount and again whenever the real-time
 * channel reports a contract request.
 * "Decide later" sets a request aside for this visit; the contracts page still
 * lists it with the same buttons.
 */
export function ContractPopup() {
  const { t } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const contracts = useAgentContracts(customerId);
  const [setAside, setSetAside] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState('');
  const waiting = pendingRequests(contracts.data).filter((c) => !setAside.has(requestKey(c)));
  const current = waiting[0];
  const putAside = (contract: AgentContract) => setSetAside((keys) => new Set(keys).add(requestKey(contract)));

  return (
    <>
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      <Dialog
        open={current !== undefined}
        onClose={() => current && putAside(current)}
        title={t('agent.popup.title')}
        className="dialog--small"
      >
        {current && (
          <ContractRequest
            key={requestKey(current)}
            contract={current}
            customerId={customerId}
            waitingAfter={waiting.length - 1}
            onLater={() => putAside(current)}
            onAnswered={(message) => {
              // Answered: gone from the popup at once, before the refreshed list arrives.
              putAside(current);
              setNotice(message);
            }}
          />
        )}
      </Dialog>
    </>
  );
}
