import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsAgent, selectIsLogin, selectIsTrial, useSessionStore } from '../../lib/session/session-store';
import { useTrialNoticeStore } from '../../features/trial/stores/trial-notice-store';
import { decideAccess, type AccessRule } from './route-access';

export function RequireAccess({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const location = useLocation();
  const hasToken = useSessionStore(selectIsLogin);
  const isAgent = useSessionStore(selectIsAgent);
  const isTrial = useSessionStore(selectIsTrial);
  // Whether the page was entered signed in: losing the session afterwards is
  // signing out (home), arriving without one is a page that needs a login.
  const [enteredSignedIn] = useState(hasToken);
  const decision = decideAccess(rule, { hasToken, isAgent, isTrial, signedOut: enteredSignedIn && !hasToken });
  if (!decision.allow) {
    if ('notice' in decision) return <TrialRefused />;
    return <Navigate to={decision.redirectTo} replace state={{ from: location.pathname + location.search }} />;
  }
  return <>{children}</>;
}

/** Leaves for home and says why (in_need_true_account). */
function TrialRefused() {
  useEffect(() => useTrialNoticeStore.getState().show(), []);
  return <Navigate to="/" replace />;
}
