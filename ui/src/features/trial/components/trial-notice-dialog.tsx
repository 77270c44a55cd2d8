import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { selectCloseTrialNotice, selectTrialNoticeOpen, useTrialNoticeStore } from '../stores/trial-notice-store';

/** in_need_true_account with its confirm button (spec section 8). */
export function TrialNoticeDialog() {
  const { t } = useTranslation();
  const open = useTrialNoticeStore(selectTrialNoticeOpen);
  const close = useTrialNoticeStore(selectCloseTrialNotice);
  return (
    <Dialog open={open} onClose={close} title={t('trial.noticeTitle')} className="dialog--small">
      <p className="dialog__message">{t('errors.in_need_true_account')}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={close} data-autofocus>
          {t('common.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
