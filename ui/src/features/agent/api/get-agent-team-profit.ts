import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components, operations } from '../../../lib/api/schema';

export type AgentTeamProfitRow = components['schemas']['AgentTeamProfitRow'];
export type TeamProfitQuery = NonNullable<operations['getAgentTeamProfit']['parameters']['query']>;

// GET /wps/agent/team/profit ("tok"): palStatementsAgentCopy, each team
// member's profit and loss over a range, biggest turnover first, with totals.
export function getAgentTeamProfit(query: TeamProfitQuery, signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/agent/team/profit', {
      headers: sessionTokenHeader(),
      params: { query },
      signal: signal ?? null,
    }),
  );
}

export function useAgentTeamProfit(customerId: string, query: TeamProfitQuery) {
  return useQuery({
    queryKey: queryKeys.agent(customerId, 'team-profit', query),
    queryFn: ({ signal }) => valueOrThrow(getAgentTeamProfit(query, signal)),
    placeholderData: keepPreviousData,
  });
}
