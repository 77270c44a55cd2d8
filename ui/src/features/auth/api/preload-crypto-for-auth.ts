// When the sealing module is fetched for the auth forms. The dialogs are drawn
// by the app shell from the start, so importing the submit calls is no signal;
// a dialog opening is. The submit modules call this once at import.
import { scheduleIdlePreload } from '../../../lib/crypto/idle-preload';
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
