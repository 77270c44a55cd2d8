import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

type Props = { page: number; totalPages: number; busy: boolean; onChange: (page: number) => void };

/** Previous / next with "page X of Y"; hidden when everything fits on one page. */
export function RecordPager({ page, totalPages, busy, onChange }: Props) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="records__pager" aria-label={t('records.pagination')}>
      <button
        type="button"
        className="button button--ghost records__pager-step"
        disabled={page <= 1 || busy}
        onClick={() => onChange(page - 1)}
      >
        <Icon name="chevronLeft" size={16} />
        {t('records.previous')}
      </button>
      <span className="records__pager-position" aria-live="polite">
        {t('records.pageOf', { page, total: totalPages })}
      </span>
      <button
        type="button"
        className="button button--ghost records__pager-step"
        disabled={page >= totalPages || busy}
        onClick={() => onChange(page + 1)}
      >
        {t('records.next')}
        <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}
