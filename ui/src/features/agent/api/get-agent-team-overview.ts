import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components, operations } from '../../../lib/api/schema';

export type AgentTeamOverview = components['schemas']['AgentTeamOverview'];
export type OverviewQuery = NonNullable<operations['getAgentTeamOverview']['parameters']['query']>;
export type OverviewPeriod = NonNullable<OverviewQuery['period']>;

// GET /wps/agent/team/overview ("tok"): agentTeamOverview, the whole team's figures for a period.
export function getAgentTeamOverview(query: OverviewQuery, signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/agent/team/overview', {
      headers: sessionTokenHeader(),
      params: { query },
      signal: signal ?? null,
    }),
  );
}

/** A range asks only once both days are chosen; the figures of the last period stay while the next load. */
export function useAgentTeamOverview(customerId: string, period: OverviewPeriod, from: string, to: string) {
  const range = period === 'range';
  const query: OverviewQuery = range ? { period, from, to } : { period };
  return useQuery({
    queryKey: queryKeys.agent(customerId, 'overview', query),
    queryFn: ({ signal }) => valueOrThrow(getAgentTeamOverview(query, signal)),
    enabled: !range || (from !== '' && to !== ''),
    placeholderData: keepPreviousData,
  });
}
