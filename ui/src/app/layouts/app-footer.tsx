import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { visibleCategories } from '../../lib/navigation/categories';
import { selectCurrentLanguage, useLanguageStore } from '../../features/language/stores/language-store';

// Spec section 2, Footer. Social links appear only when the brand configures them;
// none are configured yet, so that list renders nothing.
const VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
const SOCIAL_LINKS: readonly { name: string; url: string }[] = [];

export function AppFooter() {
  const { t } = useTranslation();
  const language = useLanguageStore(selectCurrentLanguage);
  return (
    <footer className="app-footer">
      <div className="app-footer__grid">
        <div className="app-footer__brand">
          <span className="brand-mark" aria-hidden="true">
            P
          </span>
          <span className="brand-word">{t('common.brand')}</span>
          <p className="app-footer__rg">
            <span className="age-mark" aria-hidden="true">
              18+
            </span>
            <span>{t('footer.adultsOnly')}</span>
          </p>
        </div>
        <nav aria-label={t('footer.help')}>
          <h2 className="app-footer__heading">{t('footer.help')}</h2>
          <ul className="app-footer__list">
            <li>
              <Link to="/help#about">{t('help.about')}</Link>
            </li>
            <li>
              <Link to="/help#faq">{t('help.faq')}</Link>
            </li>
            <li>
              <Link to="/help#responsible">{t('footer.responsibleGaming')}</Link>
            </li>
            <li>
              <Link to="/help#term">{t('help.terms')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.products')}>
          <h2 className="app-footer__heading">{t('footer.products')}</h2>
          <ul className="app-footer__list app-footer__list--columns">
            {visibleCategories(language).map((c) => (
              <li key={c.key}>
                <Link to={c.path}>{t(`categories.${c.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {SOCIAL_LINKS.length > 0 && (
          <ul className="app-footer__list">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.name}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <section className="app-footer__vendors" aria-labelledby="footer-partners">
        <h2 id="footer-partners" className="app-footer__heading">
          {t('footer.partners')}
        </h2>
        <ul className="vendor-strip">
          {VENDORS.map((v) => (
            <li key={v} className="vendor-logo">
              {v}
            </li>
          ))}
        </ul>
      </section>
      <p className="app-footer__rights">{t('footer.rights')}</p>
    </footer>
  );
}
