import { useTranslation } from 'react-i18next';

type Props = { page: number; totalPages: number; busy: boolean; onChange: (page: number) => void };

/** Previous / next with "page X of Y"; hidden when everything fits on one page. */
export function Pager({ page, totalPages, busy, onChange }: Props) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="rewards__pager" aria-label={t('records.pagination')}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 1 || busy}
        onClick={() => onChange(page - 1)}
      >
        {t('records.previous')}
      </button>
      <span aria-live="polite">{t('records.pageOf', { page, total: totalPages })}</span>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= totalPages || busy}
        onClick={() => onChange(page + 1)}
      >
        {t('records.next')}
      </button>
    </nav>
  );
}
