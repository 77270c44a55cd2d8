import { lazyWithPreload } from '../../../lib/lazy/lazy-with-preload';
import { LazyPopup } from '../../../components/lazy-popup';
import { selectCancelLogout, selectLogoutConfirming, useLogoutStore } from '../stores/logout-store';

// The confirmation and the log-out call behind it, fetched when it is first asked for.
const LogoutConfirmDialog = lazyWithPreload(() => import('./logout-confirm-dialog').then((m) => m.LogoutConfirmDialog));

/** Starts fetching the confirmation: on hover or focus of a log-out button. */
export const preloadLogoutConfirm = LogoutConfirmDialog.preload;

/** Hosts the in_sure_logout confirmation (LogoutConfirmDialog). */
export function LogoutConfirm() {
  const confirming = useLogoutStore(selectLogoutConfirming);
  const cancel = useLogoutStore(selectCancelLogout);
  return (
    <LazyPopup open={confirming} onDismiss={cancel}>
      <LogoutConfirmDialog />
    </LazyPopup>
  );
}
