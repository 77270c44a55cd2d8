import { Outlet } from 'react-router-dom';
import { AuthDialogs } from '../../features/auth/components/auth-dialogs';
import { LogoutConfirm } from '../../features/auth/components/logout-confirm';
import { useAuthDialogStore } from '../../features/auth/stores/auth-dialog-store';
import { FreePlayButton } from '../../features/free-play/components/free-play-button';
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
    </FeatureProviders>
  );
}
