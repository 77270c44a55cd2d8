import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { lazyWithPreload } from '../../../lib/lazy/lazy-with-preload';
import { LazyPopup } from '../../../components/lazy-popup';
import { scheduleIdlePreload } from '../../../lib/preload/idle-preload';
import { selectOpenDialog, useAuthDialogStore } from '../stores/auth-dialog-store';
import { selectPasswordDialog, usePasswordDialogStore } from '../stores/password-dialog-store';
import { takeResetToken } from '../session/reset-link';
import { pendingChange } from '../session/pending-password-change';
import { readSession } from '../../../lib/storage/session-storage';

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
  usePendingPasswordChange();
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
 * The e-mailed link /#resetToken=... opens the reset popup. main.tsx already
 * took the token out of the address (reset-link.ts); it is handed over here
 * once, from memory.
 */
function useResetTokenLink() {
  useEffect(() => {
    const token = takeResetToken();
    if (token) usePasswordDialogStore.getState().showReset(token);
  }, []);
}

/**
 * After a reload in a change-only session (pending-password-change.ts) the
 * change popup opens again; it asks for the current password, which this tab
 * no longer holds.
 */
function usePendingPasswordChange() {
  useEffect(() => {
    const reason = pendingChange();
    const dialogs = usePasswordDialogStore.getState();
    if (reason && dialogs.open === null) dialogs.showChange(reason, readSession('username') ?? '');
  }, []);
}
