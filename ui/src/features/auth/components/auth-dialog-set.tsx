import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectCloseDialog, selectOpenDialog, selectShowDialog, useAuthDialogStore } from '../stores/auth-dialog-store';
import {
  selectChangeReason,
  selectClosePasswordDialog,
  selectKnownOldPassword,
  selectPasswordDialog,
  selectPasswordUsername,
  selectResetToken,
  selectShowForgot,
  usePasswordDialogStore,
} from '../stores/password-dialog-store';
import { ChangePasswordDialog } from './change-password-dialog';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginDialog } from './login-dialog';
import { RegisterDialog } from './register-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { logOut } from '../session/log-out';
import { pendingChange } from '../session/pending-password-change';

/**
 * The login, register, forgot-password and change-password popups, one at a
 * time. On /login and /register the popup *is* the page state, so closing it also
 * leaves for home; elsewhere it just closes. Its own chunk: AuthDialogs fetches it
 * when a popup first opens.
 */
export function AuthDialogSet({ freePlay }: { freePlay?: ReactNode }) {
  const open = useAuthDialogStore(selectOpenDialog);
  const show = useAuthDialogStore(selectShowDialog);
  const close = useAuthDialogStore(selectCloseDialog);
  const passwordDialog = usePasswordDialogStore(selectPasswordDialog);
  const changeReason = usePasswordDialogStore(selectChangeReason);
  const knownOldPassword = usePasswordDialogStore(selectKnownOldPassword);
  const passwordUsername = usePasswordDialogStore(selectPasswordUsername);
  const showForgot = usePasswordDialogStore(selectShowForgot);
  const closePasswordDialog = usePasswordDialogStore(selectClosePasswordDialog);
  const resetToken = usePasswordDialogStore(selectResetToken);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onAuthRoute = pathname === '/login' || pathname === '/register';

  // Browser back from /login must not leave its popup floating over the next page.
  useEffect(() => {
    const state = useAuthDialogStore.getState();
    if (!onAuthRoute && state.openedByRoute) state.close();
  }, [onAuthRoute]);

  const closeDialog = () => {
    close();
    if (onAuthRoute) void navigate('/', { replace: true });
  };
  // A password popup replaces the login popup (forgot link, or a login that must change its password).
  useEffect(() => {
    if (passwordDialog !== null && useAuthDialogStore.getState().open !== null) closeDialog();
    // closeDialog is rebuilt each render; only the password popup opening matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [passwordDialog]);

  // A change-only session (operator-set or expired password) is good for
  // nothing but the change: closing its popup without changing signs out.
  const closeChangePassword = () => {
    closePasswordDialog();
    if (changeReason === 'voluntary' || pendingChange() === null) return;
    void logOut().then(() => navigate('/', { replace: true }));
  };

  const switchTo = (dialog: 'login' | 'register') => {
    if (onAuthRoute) void navigate(`/${dialog}`, { replace: true });
    else show(dialog);
  };

  return (
    <>
      <LoginDialog
        open={open === 'login' && passwordDialog === null}
        onClose={closeDialog}
        onSwitchToRegister={() => switchTo('register')}
        onForgotPassword={showForgot}
        freePlay={freePlay}
      />
      <RegisterDialog
        open={open === 'register' && passwordDialog === null}
        onClose={closeDialog}
        onSwitchToLogin={() => switchTo('login')}
        onOpenTerms={close}
      />
      <ForgotPasswordDialog open={passwordDialog === 'forgotPassword'} onClose={closePasswordDialog} />
      <ForgotPasswordDialog
        open={passwordDialog === 'setPassword'}
        purpose="setPassword"
        onClose={closePasswordDialog}
      />
      <ResetPasswordDialog
        open={passwordDialog === 'resetPassword'}
        resetToken={resetToken}
        onClose={closePasswordDialog}
        onDone={() => {
          closePasswordDialog();
          show('login');
        }}
      />
      <ChangePasswordDialog
        open={passwordDialog === 'changePassword'}
        onClose={closeChangePassword}
        reason={changeReason}
        username={passwordUsername}
        knownOldPassword={knownOldPassword}
      />
    </>
  );
}
