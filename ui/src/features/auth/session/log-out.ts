import { deleteLogout } from '../api/delete-logout';
import { useAfterLoginPopupStore } from '../stores/after-login-popup-store';
import { endSession } from '../../../lib/session/end-session';

/**
 * Ends the session on the server, then forgets it here. The local part happens
 * whatever the server answers: a session the server already ended (expired,
 * password changed elsewhere) or an unreachable server must not keep the
 * visitor signed in on this screen.
 */
export async function logOut(): Promise<void> {
  await deleteLogout();
  endSession();
  useAfterLoginPopupStore.getState().clear();
}
