import { queryClient } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { clearSessionKeepingMerchant } from '../storage/session-storage';
import { useSessionStore } from './session-store';

/**
 * Forgets the session in this tab: session storage is cleared except the
 * merchant code, and the login, agent and trial flags reset (spec section 4).
 * The member's cached server data (avatar, member info) goes too: the next
 * sign-in asks again. Local storage (remembered user, device token, language)
 * is left alone.
 */
export function endSession(): void {
  clearSessionKeepingMerchant();
  queryClient.removeQueries({ queryKey: queryKeys.memberAll() });
  useSessionStore.getState().refresh();
}
