import { useMutation, useQueryClient } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { operations } from '../../../lib/api/schema';

type ProcessBody = operations['postAgentContractProcess']['requestBody']['content']['application/json'];
export type ContractAction = ProcessBody['action'];

// POST /wps/agent/contracts/process ("tok"): accept or reject an offer, ask to
// terminate, or answer the other party's termination request.
export function postAgentContractProcess(contractId: number, action: ContractAction) {
  return toApiResult(
    apiClient.POST('/wps/agent/contracts/process', { headers: sessionTokenHeader(), body: { contractId, action } }),
  );
}

/**
 * Afterwards every agent report is asked afresh, not only the contracts:
 * accepting can end the agent's own downline contracts (undercut), and the
 * team list shows which contracts each member holds.
 */
export function useProcessContract(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, action }: { contractId: number; action: ContractAction }) =>
      valueOrThrow(postAgentContractProcess(contractId, action)),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.agent(customerId) }),
  });
}
