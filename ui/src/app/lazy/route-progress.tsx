import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';

/**
 * A thin bar along the top while the router fetches the next page's chunk (the
 * current page stays until it is in). Fixed, so it moves nothing; the status
 * region tells screen readers the page is loading.
 */
export function RouteProgress() {
  const { t } = useTranslation();
  const loading = useNavigation().state === 'loading';
  return (
    <div className={loading ? 'route-progress is-active' : 'route-progress'} role="status">
      <span className="visually-hidden">{loading ? t('common.loading') : ''}</span>
    </div>
  );
}
