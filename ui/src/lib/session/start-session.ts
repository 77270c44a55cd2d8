import type { LoginValue } from '../api/contract-types';
import { writeSession } from '../storage/session-storage';
import { useSessionStore } from './session-store';
import { keepDeviceToken } from './device-token';

// What a successful login, registration or free play leaves in session storage
// (spec section 3, "Stored in the browser"): the route guards and API calls read it.
export function startSession(value: LoginValue, username: string): void {
  writeSession('token', value.token);
  writeSession('nickname', value.nickname);
  writeSession('account', value.account);
  writeSession('username', username);
  writeSession('customerId', String(value.customerId));
  writeSession('isAgent', value.isAgent ? 'true' : 'false');
  writeSession('isTrial', value.isTrial ? 'true' : 'false');
  // Only a real member's login proves ownership of the account in this browser.
  if (value.deviceToken && !value.isTrial) keepDeviceToken(value.deviceToken);
  useSessionStore.getState().refresh();
}
