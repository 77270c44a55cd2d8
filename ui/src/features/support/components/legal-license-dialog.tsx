import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { DocumentView } from './document-view';

/** The legal license popup (spec section 2, Popups), from the operator's published license text. */
export function LegalLicenseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('support.licenseTitle')} className="support-dialog">
      <div className="support-dialog__body">
        <DocumentView docKey="license" enabled={open} />
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
