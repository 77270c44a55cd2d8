import { Outlet, useLocation } from 'react-router-dom';
import { AnnouncementPopup } from '../../features/content/components/announcement-popup';
import { AuthDialogs } from '../../features/auth/components/auth-dialogs';
import { LogoutConfirm } from '../../features/auth/components/logout-confirm';
import { selectAfterLoginPopupDue, useAfterLoginPopupStore } from '../../features/auth/stores/after-login-popup-store';
import { selectOpenDialog, useAuthDialogStore } from '../../features/auth/stores/auth-dialog-store';
import { selectPasswordDialog, usePasswordDialogStore } from '../../features/auth/stores/password-dialog-store';
import { FreePlayButton } from '../../features/free-play/components/free-play-button';
import { SupportPopups } from '../../features/support/components/support-popups';
import { RealityCheckReminder } from '../../features/responsible-gaming/components/reality-check-reminder';
import { TrialNoticeDialog } from '../../features/trial/components/trial-notice-dialog';
import { RouteProgress } from '../lazy/route-progress';
import { FeatureProviders } from '../providers/feature-providers';
import { RouteChangeEffects } from './route-change-effects';

// Free play started from the login popup leaves the popup behind it.
const closeAuthDialog = () => useAuthDialogStore.getState().close();

export function RootRoute() {
  return (
    <FeatureProviders>
      <RouteChangeEffects />
      <RouteProgress />
      <Outlet />
      <AuthDialogs
        freePlay={
          <FreePlayButton className="button button--ghost button--block login-free-play" onStarted={closeAuthDialog} />
        }
      />
      <LogoutConfirm />
      <TrialNoticeDialog />
      <RealityCheckReminder />
      <AfterLoginAnnouncements />
      <SupportPopups />
    </FeatureProviders>
  );
}

/**
 * The popup list (features/content) with what it waits for from the auth
 * feature: the list the login flagged, and no other popup open. Agent pages
 * (their own layout) and the game pages show none.
 */
function AfterLoginAnnouncements() {
  const due = useAfterLoginPopupStore(selectAfterLoginPopupDue);
  const authDialog = useAuthDialogStore(selectOpenDialog);
  const passwordDialog = usePasswordDialogStore(selectPasswordDialog);
  const { pathname } = useLocation();
  const pageWithout = /^\/(agent|agentHome|seamless|lottert|vnlottery|sealottery)(\/|$)/.test(pathname);
  return <AnnouncementPopup due={due} blocked={authDialog !== null || passwordDialog !== null || pageWithout} />;
}
