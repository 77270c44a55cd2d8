import { useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';

export type AgentContracts = components['schemas']['AgentContracts'];
export type AgentContract = components['schemas']['AgentContract'];
export type ContractKind = AgentContract['kind'];

// GET /wps/agent/contracts ("tok"): the contracts the agent holds (offers
// waiting for its answer included) and those it gave, with open termination requests.
export function getAgentContracts(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/agent/contracts', { headers: sessionTokenHeader(), signal: signal ?? null }));
}

export const agentContractsKey = (customerId: string) => queryKeys.agent(customerId, 'contracts');

/**
 * One cached answer for the contracts page and the contract popup. New offers
 * and termination requests arrive through the real-time channel, which
 * refreshes this key (app/providers/realtime-events.ts); a reconnection that
 * could not replay reads it again. So there is no polling.
 */
export function useAgentContracts(customerId: string) {
  return useQuery({
    queryKey: agentContractsKey(customerId),
    queryFn: ({ signal }) => valueOrThrow(getAgentContracts(signal)),
    staleTime: 30_000,
  });
}
