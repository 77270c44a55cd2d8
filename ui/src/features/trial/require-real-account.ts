import { useSessionStore } from '../../lib/session/session-store';
import { realAccountVerdict } from './real-account';
import { useTrialNoticeStore } from './stores/trial-notice-store';

/**
 * Call before a member-only action: true when it may go ahead; otherwise a
 * visitor is sent to log in (openLogin, which the app wires to the login popup)
 * and a trial player gets the in_need_true_account notice.
 */
export function requireRealAccount(openLogin: () => void): boolean {
  const verdict = realAccountVerdict(useSessionStore.getState());
  if (verdict === 'needsLogin') openLogin();
  else if (verdict === 'needsRealAccount') useTrialNoticeStore.getState().show();
  return verdict === 'allowed';
}
