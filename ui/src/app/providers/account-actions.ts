import { preloadAuthDialogs } from '../../features/auth/components/auth-dialogs';
import { preloadLogoutConfirm } from '../../features/auth/components/logout-confirm';
import { useAuthDialogStore } from '../../features/auth/stores/auth-dialog-store';
import { useLogoutStore } from '../../features/auth/stores/logout-store';
import { usePasswordDialogStore } from '../../features/auth/stores/password-dialog-store';
import { requireRealAccount } from '../../features/trial/require-real-account';

const openLogin = () => useAuthDialogStore.getState().show('login');

/** AccountActions carried out by the auth and trial features' stores (stable: no re-renders). */
export const accountActions = {
  openLogin,
  openRegister: () => useAuthDialogStore.getState().show('register'),
  askLogout: () => useLogoutStore.getState().ask(),
  changePassword: () => usePasswordDialogStore.getState().showChange('voluntary'),
  setPassword: () => usePasswordDialogStore.getState().showSetPassword(),
  requireRealAccount: () => requireRealAccount(openLogin),
  preloadAuthDialogs,
  preloadLogoutConfirm,
};
