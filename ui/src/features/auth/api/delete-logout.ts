import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';

// DELETE /wps/session/logout (spec section 7, "tok"): ends the session on the server.
export function deleteLogout() {
  return toApiResult(apiClient.DELETE('/wps/session/logout', { headers: sessionTokenHeader() }));
}
