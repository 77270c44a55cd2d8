import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';

type Props = { open: boolean; title: string; message: string; onClose: () => void };

/**
 * The warning popup a failed send-code shows (spec section 7, "message in a
 * warning popup with submit button"). It opens over another popup, so Escape
 * closes only this one: the capture listener runs before the outer popup's.
 */
export function WarningPopup({ open, title, message, onClose }: Props) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      onClose();
    };
    document.addEventListener('keydown', onKeyDown, { capture: true });
    return () => document.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [open, onClose]);

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
