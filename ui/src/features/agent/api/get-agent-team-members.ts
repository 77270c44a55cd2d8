import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components, operations } from '../../../lib/api/schema';

export type AgentTeamMemberPage = components['schemas']['AgentTeamMemberPage'];
export type TeamMembersQuery = NonNullable<operations['getAgentTeamMembers']['parameters']['query']>;

export const TEAM_PAGE_SIZE = 20;

// GET /wps/agent/team/members ("tok"): downlineManagmentView, the team newest first.
export function getAgentTeamMembers(query: TeamMembersQuery, signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/agent/team/members', {
      headers: sessionTokenHeader(),
      params: { query },
      signal: signal ?? null,
    }),
  );
}

/** One page of the team; the page shown stays while the next one loads. */
export function useAgentTeamMembers(customerId: string, query: TeamMembersQuery, enabled = true) {
  const sent: TeamMembersQuery = { pageSize: TEAM_PAGE_SIZE, ...query };
  return useQuery({
    queryKey: queryKeys.agent(customerId, 'team-members', sent),
    queryFn: ({ signal }) => valueOrThrow(getAgentTeamMembers(sent, signal)),
    placeholderData: keepPreviousData,
    enabled,
  });
}
