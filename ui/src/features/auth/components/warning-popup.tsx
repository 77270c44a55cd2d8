import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';

type Props = { open: boolean; title: string; message: string; onClose: () => void };

/**
 * The warning popup a failed send-code shows (spec section 7, "message in a
 * warning popup with submit button"). It opens over another popup; Escape
 * closes only this one (the dialog closes the topmost of open modals).
 */
export function WarningPopup({ open, title, message, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={title} className="dialog--small dialog--warning">
      <p className="dialog__message" role="alert">
        {message}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
          {t('common.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
