import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';

// DELETE /wps/member/sessions?id= ("tok"): ends one of the member's sessions;
// the answer's `current` says it was this device's own.
export function deleteMemberSession(id: string) {
  return toApiResult(
    apiClient.DELETE('/wps/member/sessions', { headers: sessionTokenHeader(), params: { query: { id } } }),
  );
}
