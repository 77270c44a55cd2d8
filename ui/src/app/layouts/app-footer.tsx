import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FooterHelp, FooterSocial } from '../../features/support/components/footer-support';
import { NavLoadState } from './nav-load-state';
import { useAppNav } from './use-app-nav';

// Spec section 2, Footer. The help list comes from the help-center data and the
// social list from the operator's site.resources (each link only when configured).
// The vendor logos are the spec's footer vendors that the catalogue has (a
// disabled vendor's logo goes).
const FOOTER_VENDORS: readonly string[] = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];

export function AppFooter() {
  const { t } = useTranslation();
  const nav = useAppNav();
  const present = new Map<string, string>();
  for (const c of nav.categories ?? []) for (const v of c.vendors) present.set(v.code, v.name);
  const vendors = FOOTER_VENDORS.filter((code) => present.has(code));
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
          <FooterHelp />
        </nav>
        <nav aria-label={t('footer.products')}>
          <h2 className="app-footer__heading">{t('footer.products')}</h2>
          <ul className="app-footer__list app-footer__list--columns">
            {nav.categories?.map((c) => (
              <li key={c.key}>
                <Link to={c.path}>{t(`categories.${c.key}`)}</Link>
              </li>
            ))}
          </ul>
          <NavLoadState nav={nav} />
        </nav>
        <FooterSocial />
      </div>
      {vendors.length > 0 && (
        <section className="app-footer__vendors" aria-labelledby="footer-partners">
          <h2 id="footer-partners" className="app-footer__heading">
            {t('footer.partners')}
          </h2>
          <ul className="vendor-strip">
            {vendors.map((code) => (
              <li key={code} className="vendor-logo" title={present.get(code)}>
                {code}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="app-footer__rights">{t('footer.rights')}</p>
    </footer>
  );
}
