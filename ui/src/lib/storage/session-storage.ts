// Typed access to the session-storage keys listed in spec section 3 ("Stored in the
// browser"). Everything the tab forgets on close lives here; nothing else in the UI
// touches window.sessionStorage directly, so the key names stay in one place.

export type SessionKey =
  | 'token'
  | 'nickname'
  | 'account'
  | 'username'
  | 'customerId'
  | 'isAgent'
  // Trial (free play) sessions: the spec keeps the login state's isTrial next to
  // isAgent; stored so a reload keeps the member center hidden.
  | 'isTrial'
  | 'gameVendor'
  // The operator's whitelabel menu (orders the navigation's categories), kept
  // beside gameVendor so a reload draws the menus at once, without a shift.
  | 'whitelabelMenu'
  | 'validate'
  | 'merchantWallet'
  | 'consolidated'
  | 'enableSalary'
  | 'enableContract'
  | 'toWhichItem'
  | 'merchant'
  // A change-only session (the server's passwordChangeOnly): why the password
  // must change ('firstLogin' or 'expired'), so a reload opens the popup again.
  | 'passwordChange'
  // Which popup list the last login flagged ('member' or 'firstLogin'), so a
  // reload of a first-login session still shows the first-login list.
  | 'afterLoginPopup';

/** The popup list is shown once per session per user kind unless closed (spec section 4). */
export type PopupUserKind = 'anonymous' | 'member' | 'firstLogin';

function store(): Storage | null {
  // Private modes and sandboxed frames can throw on access; the UI then behaves
  // as a fresh visitor rather than crashing.
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSession(key: SessionKey): string | null {
  return store()?.getItem(key) ?? null;
}

export function writeSession(key: SessionKey, value: string): void {
  store()?.setItem(key, value);
}

export function removeSession(key: SessionKey): void {
  store()?.removeItem(key);
}

export function hasSessionToken(): boolean {
  const token = readSession('token');
  return token !== null && token !== '';
}

export function isSessionAgent(): boolean {
  // Stored as the string 'true' (spec section 2: agent center redirects otherwise).
  return readSession('isAgent') === 'true';
}

export function isSessionTrial(): boolean {
  return readSession('isTrial') === 'true';
}

export function popupClosedKey(kind: PopupUserKind): string {
  return `popupClosed_${kind}`;
}

export function isPopupClosed(kind: PopupUserKind): boolean {
  return store()?.getItem(popupClosedKey(kind)) === 'true';
}

export function markPopupClosed(kind: PopupUserKind): void {
  store()?.setItem(popupClosedKey(kind), 'true');
}

/** Logout clears the session but keeps the merchant code (spec section 4). */
export function clearSessionKeepingMerchant(): void {
  const s = store();
  if (!s) return;
  const merchant = s.getItem('merchant');
  s.clear();
  if (merchant !== null) s.setItem('merchant', merchant);
}
