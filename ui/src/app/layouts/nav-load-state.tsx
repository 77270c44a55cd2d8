import { useTranslation } from 'react-i18next';
import type { NavCategoriesState } from '../../lib/navigation/use-nav-categories';

/**
 * What a menu shows in place of its categories while the vendor data loads or
 * after it failed: no stand-in list (a category without vendors would lead to an
 * empty page), a short status and, after a failure, a retry.
 */
export function NavLoadState({ nav, className }: { nav: NavCategoriesState; className?: string }) {
  const { t } = useTranslation();
  if (nav.categories) return null;
  if (nav.failed) {
    return (
      <div className={`nav-load-state nav-load-state--failed ${className ?? ''}`} role="alert">
        <span>{t('nav.loadFailed')}</span>
        <button type="button" className="button button--ghost button--small" onClick={nav.retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className={`nav-load-state ${className ?? ''}`} role="status">
      {t('nav.loading')}
    </p>
  );
}
