import { useEffect, useState } from 'react';
import { LazyPopup } from '../../../components/lazy-popup';
import { useAccountActions } from '../../../lib/account-actions/account-actions';
import { lazyWithPreload } from '../../../lib/lazy/lazy-with-preload';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { selectCustomerId, selectIsLogin, selectIsTrial, useSessionStore } from '../../../lib/session/session-store';
import { useRealityCheck, type RealityCheckReport } from '../api/get-reality-check';

// The dialog (react-aria's modal, the money rule) is fetched when first due, not with every page.
const RealityCheckDialog = lazyWithPreload(() => import('./reality-check-dialog').then((m) => m.RealityCheckDialog));

/**
 * The reality check (issue 13 item 7): while a member is signed in and has
 * chosen an interval, a reminder of the time since sign-in and the session's
 * profit or loss. The server says when the next reminder is due
 * (nextReminderInSeconds, on whole intervals since sign-in); this only waits
 * that long, asks for the figures of that moment and shows them.
 */
export function RealityCheckReminder({ loadCoreApi }: { loadCoreApi?: () => Promise<CoreApi> }) {
  const loggedIn = useSessionStore(selectIsLogin);
  const isTrial = useSessionStore(selectIsTrial);
  const customerId = useSessionStore(selectCustomerId);
  // Trial accounts have no wallet and no settings (in_need_true_account).
  const enabled = loggedIn && !isTrial;
  const report = useRealityCheck(customerId, enabled);
  const { askLogout } = useAccountActions();
  const [shown, setShown] = useState<RealityCheckReport | null>(null);

  const next = report.data?.nextReminderInSeconds ?? null;
  const { refetch } = report;
  useEffect(() => {
    if (!enabled || next === null || shown !== null) return;
    const timer = window.setTimeout(() => {
      void refetch().then((fresh) => {
        if (fresh.data) setShown(fresh.data);
      });
    }, next * 1000);
    return () => window.clearTimeout(timer);
  }, [enabled, next, shown, refetch, report.dataUpdatedAt]);

  const close = () => setShown(null);
  return (
    <LazyPopup open={enabled && shown !== null} onDismiss={close}>
      <RealityCheckDialog
        open={enabled && shown !== null}
        report={shown}
        onContinue={close}
        onLogOut={() => {
          close();
          askLogout();
        }}
        {...(loadCoreApi ? { loadCoreApi } : {})}
      />
    </LazyPopup>
  );
}
