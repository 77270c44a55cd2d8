import { useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';

export type AgentContracts = components['schemas']['AgentContracts'];
export type AgentContract = components['schemas']['AgentContract'];
export type ContractKind = AgentContract['kind'];

/**
 * How often the agent center asks for new contract requests. The real-time
 * channel (a socket pushing offers and termination requests the moment they
 * are made) comes with a later issue; until then the center polls.
 */
export const CONTRACTS_POLL_MS = 60_000;

// GET /wps/agent/contracts ("tok"): the contracts the agent holds (offers
// waiting for its answer included) and those it gave, with open termination requests.
export function getAgentContracts(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/agent/contracts', { headers: sessionTokenHeader(), signal: signal ?? null }));
}

export const agentContractsKey = (customerId: string) => queryKeys.agent(customerId, 'contracts');

/**
 * One cached answer for the contracts page and the contract popup. `poll`: the
 * agent center asks on mount and every CONTRACTS_POLL_MS while it is open (not
 * while the tab is hidden: react-query pauses the interval there).
 */
export function useAgentContracts(customerId: string, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: agentContractsKey(customerId),
    queryFn: ({ signal }) => valueOrThrow(getAgentContracts(signal)),
    staleTime: poll ? 0 : 30_000,
    ...(poll ? { refetchInterval: CONTRACTS_POLL_MS } : {}),
  });
}
