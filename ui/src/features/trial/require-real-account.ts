import { useAuthDialogStore } from '../auth/stores/auth-dialog-store';
import { useSessionStore } from '../../lib/session/session-store';
import { realAccountVerdict } from './real-account';
import { useTrialNoticeStore } from './stores/trial-notice-store';

/**
 * Call before a member-only action: true when it may go ahead; otherwise the
 * login popup (visitor) or the in_need_true_account notice (trial) opens.
 */
export function requireRealAccount(): boolean {
  const verdict = realAccountVerdict(useSessionStore.getState());
  if (verdict === 'needsLogin') useAuthDialogStore.getState().show('login');
  else if (verdict === 'needsRealAccount') useTrialNoticeStore.getState().show();
  return verdict === 'allowed';
}
