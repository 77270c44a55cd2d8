import { Outlet } from 'react-router-dom';
import { AuthDialogs } from '../../features/auth/components/auth-dialogs';
import { RouteChangeEffects } from './route-change-effects';

export function RootRoute() {
  return (
    <>
      <RouteChangeEffects />
      <Outlet />
      <AuthDialogs />
    </>
  );
}
