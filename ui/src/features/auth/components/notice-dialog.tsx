import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';

export type Notice = { title: string; message: string };

/** A short message with one button, e.g. "Check your e-mail" after the forgot-password popup closed. */
export function NoticeDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={notice !== null} onClose={onClose} title={notice?.title ?? ''} className="dialog--small">
      <p className="dialog__message" role="status">
        {notice?.message}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
          {t('common.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
