import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components, operations } from '../../../lib/api/schema';

export type AgentTeamTransaction = components['schemas']['AgentTeamTransaction'];
export type TeamTransactionsQuery = NonNullable<operations['getAgentTeamTransactions']['parameters']['query']>;
export type TransactionType = NonNullable<TeamTransactionsQuery['type']>;

// GET /wps/agent/team/transactions ("tok"): agentDownlineTransactionDetailsCopy,
// the team's deposits and withdrawals in a range, newest first.
export function getAgentTeamTransactions(query: TeamTransactionsQuery, signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/agent/team/transactions', {
      headers: sessionTokenHeader(),
      params: { query },
      signal: signal ?? null,
    }),
  );
}

export function useAgentTeamTransactions(customerId: string, query: TeamTransactionsQuery) {
  return useQuery({
    queryKey: queryKeys.agent(customerId, 'team-transactions', query),
    queryFn: ({ signal }) => valueOrThrow(getAgentTeamTransactions(query, signal)),
    placeholderData: keepPreviousData,
  });
}
