import { hasSessionToken, readSession, writeSession } from '../../../lib/storage/session-storage';
import type { ChangePasswordReason } from '../stores/password-dialog-store';

/**
 * A login with an operator-set or expired password gets a change-only session:
 * the server answers password_change_required to everything but the change
 * (and log-out). The reason is kept in session storage beside the token, so a
 * reload of the tab opens the change popup again instead of showing a signed-in
 * page whose every call fails. Log-out and the re-login after the change clear
 * session storage, and the reason with it.
 */
type PendingReason = Extract<ChangePasswordReason, 'firstLogin' | 'expired'>;

export function rememberPendingChange(reason: PendingReason): void {
  writeSession('passwordChange', reason);
}

/** The reason of a change-only session in this tab, or null when the session is a full one (or none). */
export function pendingChange(): PendingReason | null {
  if (!hasSessionToken()) return null;
  const reason = readSession('passwordChange');
  return reason === 'firstLogin' || reason === 'expired' ? reason : null;
}
