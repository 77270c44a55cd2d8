import { LazyPopup } from '../../../components/lazy-popup';
import { lazyWithPreload } from '../../../lib/lazy/lazy-with-preload';
import {
  selectCloseSupportDialog,
  selectOpenSupportDialog,
  useSupportDialogStore,
} from '../stores/support-dialog-store';

// The help center and legal license popups, fetched when first asked for.
const HelpCenterDialog = lazyWithPreload(() => import('./help-center-dialog').then((m) => m.HelpCenterDialog));
const LegalLicenseDialog = lazyWithPreload(() => import('./legal-license-dialog').then((m) => m.LegalLicenseDialog));

export const preloadHelpCenterDialog = HelpCenterDialog.preload;
export const preloadLegalLicenseDialog = LegalLicenseDialog.preload;

/** Hosts the support popups once for the whole app (opened from the footer). */
export function SupportPopups() {
  const open = useSupportDialogStore(selectOpenSupportDialog);
  const close = useSupportDialogStore(selectCloseSupportDialog);
  return (
    <>
      <LazyPopup open={open === 'help'} onDismiss={close}>
        <HelpCenterDialog open={open === 'help'} onClose={close} />
      </LazyPopup>
      <LazyPopup open={open === 'license'} onDismiss={close}>
        <LegalLicenseDialog open={open === 'license'} onClose={close} />
      </LazyPopup>
    </>
  );
}
