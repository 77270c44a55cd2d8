import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/dialog';
import { Icon } from '../components/icon';

// A chunk that cannot be fetched is most often one a new release removed while
// this page was open; reloading brings the current index.html and its chunks.
const reload = () => window.location.reload();

/** In place of a page whose code could not be fetched (the router's error element). */
export function PageLoadFailed() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <div className="load-failed" role="alert">
        <div className="load-failed__art" aria-hidden="true">
          <Icon name="refresh" size={32} />
        </div>
        <h1 className="load-failed__title">{t('common.loadFailedTitle')}</h1>
        <p className="load-failed__line">{t('common.loadFailedLine')}</p>
        <button type="button" className="button button--primary" onClick={reload}>
          {t('common.reload')}
        </button>
      </div>
    </div>
  );
}

/** In place of a popup whose code could not be fetched. */
export function PopupLoadFailed({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('common.loadFailedTitle')} className="dialog--small">
      <p className="dialog__message" role="alert">{t('common.loadFailedLine')}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.close')}
        </button>
        <button type="button" className="button button--primary" onClick={reload} data-autofocus>
          {t('common.reload')}
        </button>
      </div>
    </Dialog>
  );
}
