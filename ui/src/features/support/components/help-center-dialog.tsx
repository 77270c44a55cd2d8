import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/dialog';
import { HelpSections } from './help-sections';

/** The help center popup (spec section 2, Popups): the same sections as /help, in a dialog. */
export function HelpCenterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('help.title')} className="dialog--wide support-dialog">
      <div className="support-dialog__body">
        <HelpSections idPrefix="popup-" headingLevel="h3" />
      </div>
      <div className="dialog__actions">
        <Link to="/help" className="button button--ghost" onClick={onClose}>
          {t('support.openHelpPage')}
        </Link>
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
