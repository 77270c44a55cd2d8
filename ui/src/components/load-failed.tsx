import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';
import { NoDataView } from './no-data-view';

// A chunk that cannot be fetched is most often one a new release removed while
// this page was open; reloading brings the current index.html and its chunks.
const reload = () => window.location.reload();

/** In place of a page whose code could not be fetched (the router's error element). */
export function PageLoadFailed() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <NoDataView
        heading="h1"
        role="alert"
        icon="refresh"
        title={t('common.loadFailedTitle')}
        line={t('common.loadFailedLine')}
      >
        <button type="button" className="button button--primary" onClick={reload}>
          {t('common.reload')}
        </button>
      </NoDataView>
    </div>
  );
}

/** In place of a popup whose code could not be fetched. */
export function PopupLoadFailed({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('common.loadFailedTitle')} className="dialog--small">
      <p className="dialog__message" role="alert">
        {t('common.loadFailedLine')}
      </p>
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
