import { clearSessionKeepingMerchant } from '../storage/session-storage';
import { useSessionStore } from './session-store';

/**
 * Forgets the session in this tab: session storage is cleared except the
 * merchant code, and the login, agent and trial flags reset (spec section 4).
 * Local storage (remembered user, device token, language) is left alone.
 */
export function endSession(): void {
  clearSessionKeepingMerchant();
  useSessionStore.getState().refresh();
}
