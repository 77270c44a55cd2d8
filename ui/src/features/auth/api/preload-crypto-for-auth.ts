// When the sealing module is fetched for the auth forms: when a dialog opens, or
// in an idle moment. The submit modules call this once at import, which happens
// when the popups' chunk arrives (on the first opening, or preloaded earlier).
import { scheduleIdlePreload } from '../../../lib/preload/idle-preload';
import { preloadCrypto } from '../../../lib/crypto/preload-crypto';
import { useAuthDialogStore } from '../stores/auth-dialog-store';

let installed = false;

export function installAuthCryptoPreload(): void {
  if (installed) return;
  installed = true;
  // Opened by the URL (/login, /register) before this ran: fetch now.
  if (useAuthDialogStore.getState().open !== null) preloadCrypto();
  useAuthDialogStore.subscribe((state, previous) => {
    if (state.open !== null && state.open !== previous.open) preloadCrypto();
  });
  scheduleIdlePreload(preloadCrypto);
}
