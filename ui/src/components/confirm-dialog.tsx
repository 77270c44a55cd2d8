import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';

type Props = { open: boolean; title: string; message: string; onConfirm: () => void; onCancel: () => void };

export function ConfirmDialog({ open, title, message, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} title={title} className="dialog--small">
      <p className="dialog__message">{message}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} data-autofocus>
          {t('common.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {t('common.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
