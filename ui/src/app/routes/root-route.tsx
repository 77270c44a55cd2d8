import { Outlet } from 'react-router-dom';
import { AuthDialogs } from '../../features/auth/components/auth-dialogs';
import { LogoutConfirm } from '../../features/auth/components/logout-confirm';
import { TrialNoticeDialog } from '../../features/trial/components/trial-notice-dialog';
import { RouteProgress } from '../lazy/route-progress';
import { RouteChangeEffects } from './route-change-effects';

export function RootRoute() {
  return (
    <>
      <RouteChangeEffects />
      <RouteProgress />
      <Outlet />
      <AuthDialogs />
      <LogoutConfirm />
      <TrialNoticeDialog />
    </>
  );
}
