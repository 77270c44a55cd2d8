import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageHeading } from '../../../components/page-heading';
import { useHelpCenter } from '../api/get-help-center';
import { HelpSections } from './help-sections';

/**
 * /help and /help#term (spec section 2): the operator's help sections; each
 * carries its anchor as its id, so /help#term, /help#android and the register
 * popup's terms link land on their section once the sections are in.
 */
export function HelpPage() {
  const { t, i18n } = useTranslation();
  const { hash } = useLocation();
  const loaded = useHelpCenter(i18n.language).isSuccess;
  useEffect(() => {
    if (!loaded || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    // Focus moves to the section, so a keyboard or screen-reader user starts reading there.
    target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [loaded, hash]);
  return (
    <div className="page page--narrow">
      <PageHeading title={t('help.title')} icon="help" />
      <HelpSections />
    </div>
  );
}
