import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components, operations } from '../../../lib/api/schema';

export type AgentTeamBet = components['schemas']['AgentTeamBet'];
export type TeamBetsQuery = NonNullable<operations['getAgentTeamBets']['parameters']['query']>;

// GET /wps/agent/team/bets ("tok"): personalHistoryCopy (team betting), the
// team's bets in a range (today when no days are given) with totals.
export function getAgentTeamBets(query: TeamBetsQuery, signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/agent/team/bets', { headers: sessionTokenHeader(), params: { query }, signal: signal ?? null }),
  );
}

export function useAgentTeamBets(customerId: string, query: TeamBetsQuery) {
  return useQuery({
    queryKey: queryKeys.agent(customerId, 'team-bets', query),
    queryFn: ({ signal }) => valueOrThrow(getAgentTeamBets(query, signal)),
    placeholderData: keepPreviousData,
  });
}
