import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectCloseDialog, selectOpenDialog, selectShowDialog, useAuthDialogStore } from '../stores/auth-dialog-store';
import { LoginDialog } from './login-dialog';
import { RegisterDialog } from './register-dialog';

/**
 * Hosts the login and register popups. On /login and /register the popup *is* the
 * page state, so closing it also leaves for home; elsewhere it just closes.
 */
export function AuthDialogs() {
  const open = useAuthDialogStore(selectOpenDialog);
  const show = useAuthDialogStore(selectShowDialog);
  const close = useAuthDialogStore(selectCloseDialog);
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
    if (onAuthRoute) navigate('/', { replace: true });
  };
  const switchTo = (dialog: 'login' | 'register') => {
    if (onAuthRoute) navigate(`/${dialog}`, { replace: true });
    else show(dialog);
  };

  return (
    <>
      <LoginDialog open={open === 'login'} onClose={closeDialog} onSwitchToRegister={() => switchTo('register')} />
      <RegisterDialog
        open={open === 'register'}
        onClose={closeDialog}
        onSwitchToLogin={() => switchTo('login')}
        onOpenTerms={close}
      />
    </>
  );
}
