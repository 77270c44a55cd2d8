import { useMutation, useQueryClient } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { agentContractsKey } from './get-agent-contracts';

export type AgentContractOffer = components['schemas']['AgentContractOffer'];
export type AgentContractTier = components['schemas']['AgentContractTier'];

// POST /wps/agent/contracts ("tok"): a new contract request to a first-level
// sub-agent; it waits for their Accept (and replaces an open one of the same kind).
export function postAgentContract(offer: AgentContractOffer) {
  return toApiResult(apiClient.POST('/wps/agent/contracts', { headers: sessionTokenHeader(), body: offer }));
}

/** Afterwards the contract lists are asked afresh: the offer shows under the contracts given. */
export function useOfferContract(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offer: AgentContractOffer) => valueOrThrow(postAgentContract(offer)),
    onSettled: () => client.invalidateQueries({ queryKey: agentContractsKey(customerId) }),
  });
}
