import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';

/** /help and /help#term: the terms section carries id="term" (spec section 2). */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <PageHeading title={t('help.title')} icon="help" />
      <p className="page__lead">{t('help.intro')}</p>
      <nav className="toc" aria-label={t('help.sections')}>
        <a href="#about">{t('help.about')}</a>
        <a href="#faq">{t('help.faq')}</a>
        <a href="#responsible">{t('help.responsible')}</a>
        <a href="#term">{t('help.terms')}</a>
      </nav>
      <section id="about" className="help-section" aria-labelledby="help-about">
        <h2 id="help-about">{t('help.about')}</h2>
        <p>{t('help.aboutBody')}</p>
      </section>
      <section id="faq" className="help-section" aria-labelledby="help-faq">
        <h2 id="help-faq">{t('help.faq')}</h2>
        <details>
          <summary>{t('help.faqAccountQ')}</summary>
          <p>{t('help.faqAccountA')}</p>
        </details>
        <details>
          <summary>{t('help.faqDepositQ')}</summary>
          <p>{t('help.faqDepositA')}</p>
        </details>
      </section>
      <section id="responsible" className="help-section" aria-labelledby="help-responsible">
        <h2 id="help-responsible">{t('help.responsible')}</h2>
        <p>{t('help.responsibleBody')}</p>
      </section>
      <section id="term" className="help-section" aria-labelledby="help-term">
        <h2 id="help-term">{t('help.terms')}</h2>
        <ol>
          <li>{t('help.termsBody1')}</li>
          <li>{t('help.termsBody2')}</li>
          <li>{t('help.termsBody3')}</li>
        </ol>
      </section>
    </div>
  );
}
