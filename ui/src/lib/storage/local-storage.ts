// Local storage may be unavailable (privacy modes, disabled storage); every read
// falls back to "nothing stored" so the app still boots with defaults.

// Spec section 3, "Stored in the browser": the remembered last user and the
// loginRemember flag (remember me), hisLang and lang; plus the theme choice and
// the login device token (issued by the server after a successful login, it lets
// this browser's owner sign in while an attacker has the account capped).
// The spec's "remembered password" is deliberately not kept: see remember-me.ts.
export type LocalKey = 'theme' | 'hisLang' | 'lang' | 'loginRemember' | 'rememberedUser' | 'deviceToken';

export function readLocal(key: LocalKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: LocalKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the choice still applies for this page view.
  }
}

export function removeLocal(key: LocalKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}
