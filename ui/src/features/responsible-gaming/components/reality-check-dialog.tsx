import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/dialog';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import { useCore } from '../../../lib/wasm/use-core';
import type { RealityCheckReport } from '../api/get-reality-check';
import { sessionLength } from '../lib/periods';

type Props = {
  open: boolean;
  report: RealityCheckReport | null;
  onContinue: () => void;
  onLogOut: () => void;
  loadCoreApi?: () => Promise<CoreApi>;
};

/**
 * The reality-check reminder itself: time since sign-in and the session's
 * profit or loss (the amount through the shared money rule in wasm; the
 * server's own 2-decimal text should the module fail to load), "continue",
 * "log out" and a link to the responsible-gaming page. Fetched when first due.
 */
export function RealityCheckDialog({ open, report, onContinue, onLogOut, loadCoreApi = loadCore }: Props) {
  const { t } = useTranslation();
  const { core } = useCore(loadCoreApi);
  if (!report) return null;
  const { hours, minutes } = sessionLength(report.sessionSeconds);
  const amount = core ? core.formatMinor(report.profitLossMinor, true) : report.profitLoss;
  return (
    <Dialog open={open} onClose={onContinue} title={t('responsible.reminderTitle')} className="dialog--small">
      <dl className="reality-check__facts">
        <div>
          <dt>{t('responsible.reminderTime')}</dt>
          <dd>{t('responsible.reminderDuration', { hours, minutes })}</dd>
        </div>
        <div>
          <dt>{t('responsible.reminderProfit')}</dt>
          <dd
            className={
              report.profitLossMinor < 0 ? 'reality-check__amount reality-check__amount--loss' : 'reality-check__amount'
            }
          >
            {report.profitLossMinor > 0 ? `+${amount}` : amount}
          </dd>
        </div>
      </dl>
      <p className="dialog__message">
        <Link to="/member?page=responsibleGaming" onClick={onContinue}>
          {t('responsible.reminderLink')}
        </Link>
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onLogOut}>
          {t('common.logout')}
        </button>
        <button type="button" className="button button--primary" onClick={onContinue} data-autofocus>
          {t('responsible.continue')}
        </button>
      </div>
    </Dialog>
  );
}
