import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/dialog';
import { useAccountActions } from '../../../lib/account-actions/account-actions';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import { useCore } from '../../../lib/wasm/use-core';
import { selectCustomerId, selectIsLogin, selectIsTrial, useSessionStore } from '../../../lib/session/session-store';
import { useRealityCheck } from '../api/get-reality-check';
import { sessionLength } from '../lib/periods';

type Report = NonNullable<ReturnType<typeof useRealityCheck>['data']>;

/**
 * The reality check (issue 13 item 7): while a member is signed in and has
 * chosen an interval, a reminder of the time since sign-in and the session's
 * profit or loss, with "continue", "log out" and a link to the
 * responsible-gaming page. The server says when the next reminder is due
 * (nextReminderInSeconds, on whole intervals since sign-in); this only waits
 * that long, asks for the figures of that moment and shows them.
 */
export function RealityCheckReminder({ loadCoreApi = loadCore }: { loadCoreApi?: () => Promise<CoreApi> }) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore(selectIsLogin);
  const isTrial = useSessionStore(selectIsTrial);
  const customerId = useSessionStore(selectCustomerId);
  // Trial accounts have no wallet and no settings (in_need_true_account).
  const enabled = loggedIn && !isTrial;
  const report = useRealityCheck(customerId, enabled);
  const { askLogout } = useAccountActions();
  const { core } = useCore(loadCoreApi);
  const [shown, setShown] = useState<Report | null>(null);

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

  if (!enabled || shown === null) return null;
  const { hours, minutes } = sessionLength(shown.sessionSeconds);
  const amount = core ? core.formatMinor(shown.profitLossMinor, true) : shown.profitLoss;
  const close = () => setShown(null);
  return (
    <Dialog open onClose={close} title={t('responsible.reminderTitle')} className="dialog--small reality-check">
      <dl className="reality-check__facts">
        <div>
          <dt>{t('responsible.reminderTime')}</dt>
          <dd>{t('responsible.reminderDuration', { hours, minutes })}</dd>
        </div>
        <div>
          <dt>{t('responsible.reminderProfit')}</dt>
          <dd
            className={
              shown.profitLossMinor < 0 ? 'reality-check__amount reality-check__amount--loss' : 'reality-check__amount'
            }
          >
            {shown.profitLossMinor > 0 ? `+${amount}` : amount}
          </dd>
        </div>
      </dl>
      <p className="dialog__message">
        <Link to="/member?page=responsibleGaming" onClick={close}>
          {t('responsible.reminderLink')}
        </Link>
      </p>
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            close();
            askLogout();
          }}
        >
          {t('common.logout')}
        </button>
        <button type="button" className="button button--primary" onClick={close} data-autofocus>
          {t('responsible.continue')}
        </button>
      </div>
    </Dialog>
  );
}
