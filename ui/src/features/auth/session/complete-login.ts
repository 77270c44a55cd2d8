import type { LoginValue } from '../../../lib/api/contract-types';
import { useAfterLoginPopupStore } from '../stores/after-login-popup-store';
import { usePasswordDialogStore } from '../stores/password-dialog-store';
import { decideAfterLogin, type AfterLogin, type LoginMethod } from './after-login';
import { startSession } from '../../../lib/session/start-session';
import { rememberPendingChange } from './pending-password-change';

type Proof = {
  username: string;
  method: LoginMethod;
  /** The password just used, so the change-password popup need not ask for it. */
  password?: string;
  /** PWDEXPFORCECHANGE3: whether an expired password must be changed now (the caller reads the flag). */
  expiryEnforced: boolean;
};

/**
 * Everything a successful login does before the caller navigates (spec section 4):
 * store the session, flag the after-login popup, and open the change-password
 * popup when the server's flags call for it. The caller stays put when
 * `changePassword` is set (the popup replaces the login popup) and goes on otherwise.
 */
export function completeLogin(value: LoginValue, proof: Proof): AfterLogin {
  startSession(value, proof.username);
  const decision = decideAfterLogin(value, proof.method, proof.expiryEnforced);
  useAfterLoginPopupStore.getState().flag(decision.popupKind);
  if (decision.changePassword) {
    // The session can do nothing else until then (see pending-password-change.ts).
    rememberPendingChange(decision.changePassword);
    usePasswordDialogStore.getState().showChange(decision.changePassword, proof.username, proof.password ?? '');
  }
  return decision;
}
