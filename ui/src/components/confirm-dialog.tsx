import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';

type Props = {
  open: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the confirm button says when "Confirm" is too vague (e.g. "End session"). */
  confirmLabel?: string;
  /** The confirmed action is running: both buttons wait for it. */
  busy?: boolean;
};

export function ConfirmDialog({ open, title, message, onConfirm, onCancel, confirmLabel, busy = false }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} title={title} className="dialog--small">
      <p className="dialog__message">{message}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy} data-autofocus>
          {t('common.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirmLabel ?? t('common.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
