import { useTranslation } from 'react-i18next';
import { preloadOnIntent } from '../../../lib/lazy/lazy-with-preload';
import { useSiteLinks } from '../api/get-site-links';
import { selectShowSupportDialog, useSupportDialogStore } from '../stores/support-dialog-store';
import { HelpLinks } from './help-links';
import { ResourceLinks } from './resource-links';
import { preloadHelpCenterDialog, preloadLegalLicenseDialog } from './support-popups';

/** The footer's help list (from the help-center data) and its help center and legal license popups. */
export function FooterHelp() {
  const { t } = useTranslation();
  const show = useSupportDialogStore(selectShowSupportDialog);
  return (
    <ul className="app-footer__list">
      <HelpLinks linkClassName="" />
      <li>
        <button
          type="button"
          className="link-button"
          onClick={() => show('help')}
          {...preloadOnIntent(preloadHelpCenterDialog)}
        >
          {t('support.helpCenterPopup')}
        </button>
      </li>
      <li>
        <button
          type="button"
          className="link-button"
          onClick={() => show('license')}
          {...preloadOnIntent(preloadLegalLicenseDialog)}
        >
          {t('support.licenseTitle')}
        </button>
      </li>
    </ul>
  );
}

/**
 * The footer's social list (spec section 2, Footer): site.resources.social as
 * the operator configured it (Facebook, Telegram, YouTube, Instagram, ...),
 * each only when configured; nothing at all when none is.
 */
export function FooterSocial() {
  const { t } = useTranslation();
  const links = useSiteLinks();
  const social = links?.resources.social ?? [];
  if (social.length === 0) return null;
  return (
    <nav aria-label={t('support.social')}>
      <h2 className="app-footer__heading">{t('support.social')}</h2>
      <ResourceLinks links={social} className="app-footer__list social-list" label={t('support.social')} />
    </nav>
  );
}
