import { useTranslation } from 'react-i18next';
import { selectCoverVisible, useLoadingCoverStore } from '../lib/loading-cover/loading-cover-store';

export function LoadingCover() {
  const { t } = useTranslation();
  const visible = useLoadingCoverStore(selectCoverVisible);
  return (
    <div
      className={visible ? 'loading-cover' : 'loading-cover is-hidden'}
      role="status"
      aria-live="polite"
      aria-hidden={!visible}
    >
      <div className="loading-cover__mark" aria-hidden="true">
        P
      </div>
      <div className="loading-cover__bar" aria-hidden="true" />
      <span className="visually-hidden">{visible ? t('common.loading') : ''}</span>
    </div>
  );
}
