import type { LoginValue } from '../../../lib/api/contract-types';
import { writeSession } from '../../../lib/storage/session-storage';

// What a successful login or registration leaves in session storage (spec
// section 3, "Stored in the browser"): the route guards and API calls read it.
export function startSession(value: LoginValue, username: string): void {
  writeSession('token', value.token);
  writeSession('nickname', value.nickname);
  writeSession('account', value.account);
  writeSession('username', username);
  writeSession('customerId', String(value.customerId));
  writeSession('isAgent', value.isAgent ? 'true' : 'false');
}
