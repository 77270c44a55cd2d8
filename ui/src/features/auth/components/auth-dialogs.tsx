import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { lazyWithPreload } from '../../../lib/lazy/lazy-with-preload';
import { LazyPopup } from '../../../components/lazy-popup';
import { scheduleIdlePreload } from '../../../lib/preload/idle-preload';
import { selectOpenDialog, useAuthDialogStore } from '../stores/auth-dialog-store';
import { selectPasswordDialog, usePasswordDialogStore } from '../stores/password-dialog-store';

// The popups and their forms, validators and submit calls: a chunk of their own,
// fetched when one first opens (or earlier, see preloadAuthDialogs).
const AuthDialogSet = lazyWithPreload(() => import('./auth-dialog-set').then((m) => m.AuthDialogSet));

/**
 * Starts fetching the popups' chunk: on hover or focus of a button that opens
 * one, and in an idle moment after the page has loaded.
 */
export const preloadAuthDialogs = AuthDialogSet.preload;

/**
 * Hosts the login, register and password popups (AuthDialogSet) and fetches them
 * when the first one opens. Also opens the reset popup from an e-mailed link.
 * freePlay is the login popup's free-play button (another feature's, passed in by the app).
 */
export function AuthDialogs({ freePlay }: { freePlay?: ReactNode }) {
  const open = useAuthDialogStore(selectOpenDialog);
  const passwordDialog = usePasswordDialogStore(selectPasswordDialog);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useResetTokenLink();
  useEffect(() => scheduleIdlePreload(preloadAuthDialogs), []);

  // Only if the chunk could not be fetched: its failure popup closes like a popup would.
  const dismiss = () => {
    useAuthDialogStore.getState().close();
    usePasswordDialogStore.getState().close();
    if (pathname === '/login' || pathname === '/register') void navigate('/', { replace: true });
  };

  return (
    <LazyPopup open={open !== null || passwordDialog !== null} onDismiss={dismiss}>
      <AuthDialogSet freePlay={freePlay} />
    </LazyPopup>
  );
}

/**
 * The e-mailed link /?resetToken=... opens the reset popup. The token leaves the
 * address bar at once (replace, not push), so it is neither in the history nor
 * sent on as a Referer.
 */
function useResetTokenLink() {
  const [params, setParams] = useSearchParams();
  const token = params.get('resetToken');
  useEffect(() => {
    if (!token) return;
    usePasswordDialogStore.getState().showReset(token);
    const rest = new URLSearchParams(params);
    rest.delete('resetToken');
    setParams(rest, { replace: true });
  }, [token, params, setParams]);
}
