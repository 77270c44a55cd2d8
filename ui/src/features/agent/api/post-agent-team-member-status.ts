import { useMutation, useQueryClient } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';

export type MemberStatus = 'active' | 'disabled';

// POST /wps/agent/team/members/status ("tok"): enable or disable a team member
// (disabling ends their sessions).
export function postAgentTeamMemberStatus(account: string, status: MemberStatus) {
  return toApiResult(
    apiClient.POST('/wps/agent/team/members/status', { headers: sessionTokenHeader(), body: { account, status } }),
  );
}

/** Afterwards the team list is asked afresh, so every page of it shows the new status. */
export function useSetMemberStatus(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ account, status }: { account: string; status: MemberStatus }) =>
      valueOrThrow(postAgentTeamMemberStatus(account, status)),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.agent(customerId, 'team-members') }),
  });
}
