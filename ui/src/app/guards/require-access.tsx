import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasSessionToken, isSessionAgent } from '../../lib/storage/session-storage';
import { decideAccess, type AccessRule } from './route-access';

export function RequireAccess({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const location = useLocation();
  const decision = decideAccess(rule, { hasToken: hasSessionToken(), isAgent: isSessionAgent() });
  if (!decision.allow) {
    return <Navigate to={decision.redirectTo} replace state={{ from: location.pathname + location.search }} />;
  }
  return <>{children}</>;
}
