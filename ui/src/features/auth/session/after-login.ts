import type { LoginValue } from '../../../lib/api/contract-types';
import type { PopupUserKind } from '../../../lib/storage/session-storage';
import type { ChangePasswordReason } from '../stores/password-dialog-store';

export type LoginMethod = 'username' | 'sms';

export type AfterLogin = {
  /** Open the change-password popup with this title, or not at all. */
  changePassword: Extract<ChangePasswordReason, 'firstLogin' | 'expired'> | null;
  /** Which after-login popup list applies (popup execution flag F or A, spec section 3). */
  popupKind: Extract<PopupUserKind, 'member' | 'firstLogin'>;
};

/**
 * Spec section 4, login flow: a first login runs the first-login action (the
 * after-login popup for first logins). The change-password popup opens only
 * when the password is the operator's default, or it expired while expiry is
 * enforced (PWDEXPFORCECHANGE3), and never after an SMS login: the server
 * reports both flags false then, and we do not trust a flag for an SMS login
 * either. A default password is titled as a first login, an expired one
 * (expiry enforced, or an operator-set password left unused past its age) as
 * expired. The server's passwordChangeOnly says the session can do nothing but
 * change the password: the popup then opens whatever this tab thinks of the flag.
 */
export function decideAfterLogin(value: LoginValue, method: LoginMethod, expiryEnforced: boolean): AfterLogin {
  const popupKind = value.firstTimeLogin ? 'firstLogin' : 'member';
  if (method !== 'username' || value.isTrial) return { changePassword: null, popupKind };
  if (value.passwordExpired && (value.passwordChangeOnly || expiryEnforced)) {
    return { changePassword: 'expired', popupKind };
  }
  if (value.defaultPassword || value.passwordChangeOnly) return { changePassword: 'firstLogin', popupKind };
  return { changePassword: null, popupKind };
}
