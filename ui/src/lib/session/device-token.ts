import { readLocal, writeLocal } from '../storage/local-storage';

// The server issues a device token after a successful password login. Sent with
// every later login from this browser, it exempts the owner from the per-account
// failure cap, so someone guessing passwords elsewhere cannot lock them out
//. It proves nothing by itself: the password is still needed.

export function readDeviceToken(): string | null {
  const token = readLocal('deviceToken');
  return token !== null && token !== '' ? token : null;
}

export function keepDeviceToken(token: string): void {
  writeLocal('deviceToken', token);
}
