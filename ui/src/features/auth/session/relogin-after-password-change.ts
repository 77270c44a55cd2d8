import { postLogin } from '../api/post-login';
import { useAfterLoginPopupStore } from '../stores/after-login-popup-store';
import { readDeviceToken } from '../../../lib/session/device-token';
import { endSession } from '../../../lib/session/end-session';
import { startSession } from '../../../lib/session/start-session';

/**
 * A password change ends every session of the member on the server, this
 * tab's included. Spec section 4: "after a password change a re-login
 * happens": sign in again with the new password under the same username. Answers false when that login did not succeed (a captcha or an
 * IP check asked for more); the visitor is then signed out here and logs in by hand.
 */
export async function reloginAfterPasswordChange(username: string, newPassword: string): Promise<boolean> {
  endSession();
  const deviceToken = readDeviceToken();
  const result = await postLogin({
    type: 'username',
    username,
    password: newPassword,
    ...(deviceToken ? { deviceToken } : {}),
  });
  if (!result.ok) return false;
  startSession(result.value, username);
  useAfterLoginPopupStore.getState().flag('member');
  return true;
}
