import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components, operations } from '../../../lib/api/schema';

export type AgentCommission = components['schemas']['AgentCommission'];
export type CommissionsQuery = NonNullable<operations['getAgentCommissions']['parameters']['query']>;
export type CommissionKind = NonNullable<CommissionsQuery['kind']>;

// GET /wps/agent/commissions ("tok"): the agent's settled commissions. kind all
// is agentRevenueReport (my income); each contract kind has its own page
// (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary).
export function getAgentCommissions(query: CommissionsQuery, signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/agent/commissions', {
      headers: sessionTokenHeader(),
      params: { query },
      signal: signal ?? null,
    }),
  );
}

export function useAgentCommissions(customerId: string, query: CommissionsQuery) {
  return useQuery({
    queryKey: queryKeys.agent(customerId, 'commissions', query),
    queryFn: ({ signal }) => valueOrThrow(getAgentCommissions(query, signal)),
    placeholderData: keepPreviousData,
  });
}
