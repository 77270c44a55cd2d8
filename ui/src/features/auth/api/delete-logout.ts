import { apiRequest } from '../../../lib/api/client';

// DELETE /wps/session/logout (spec section 7, "tok"): ends the session on the server.
export function deleteLogout() {
  return apiRequest<boolean>('DELETE', '/wps/session/logout', { withToken: true });
}
