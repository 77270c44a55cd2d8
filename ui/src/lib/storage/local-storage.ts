// Local storage may be unavailable (privacy modes, disabled storage); every read
// falls back to "nothing stored" so the app still boots with defaults.

export type LocalKey = 'theme' | 'hisLang' | 'lang';

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
