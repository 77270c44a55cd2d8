import type { AgentContract, AgentContracts } from '../api/get-agent-contracts';
import type { ContractAction } from '../api/post-agent-contract-process';

/**
 * The buttons a contract offers this agent (spec section 4, contract requests),
 * in the states the server takes them (POST /wps/agent/contracts/process):
 * the holder accepts or rejects a pending offer; either party asks to end an
 * active contract; the other party answers that request.
 */
export function contractActions(contract: AgentContract): ContractAction[] {
  if (contract.status === 'pending') return contract.role === 'holder' ? ['accept', 'reject'] : [];
  if (contract.status !== 'active') return [];
  if (!contract.termination) return ['terminate'];
  return contract.termination.byMe ? [] : ['acceptTermination', 'rejectTermination'];
}

/** A request waiting for this agent's answer: an offer made to it, or the other party's termination request. */
export function awaitsMyAnswer(contract: AgentContract): boolean {
  if (contract.role === 'holder' && contract.status === 'pending') return true;
  return contract.termination !== null && !contract.termination.byMe;
}

/** What the contract popup asks about, offers first (held before granted, as the server lists them). */
export function pendingRequests(contracts: AgentContracts | undefined): AgentContract[] {
  if (!contracts) return [];
  return [...contracts.held, ...contracts.granted].filter(awaitsMyAnswer);
}
