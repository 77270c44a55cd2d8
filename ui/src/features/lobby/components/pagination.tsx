import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import { useCoreApi } from '../hooks/use-core-api';

type Props = {
  totalPages: number;
  currentPage: number;
  onChange: (page: number) => void;
  /** Injected in tests; the lazily imported wasm core otherwise. */
  loadCoreApi?: () => Promise<CoreApi>;
};

// Spec section 2, Game lobby: margin pages 2, range 5. Which buttons to draw is
// decided by the shared C++ rule through the wasm core, not recomputed here.
const MARGIN_PAGES = 2;
const PAGE_RANGE = 5;

export function Pagination({ totalPages, currentPage, onChange, loadCoreApi = loadCore }: Props) {
  const { t } = useTranslation();
  const show = totalPages > 1;
  const core = useCoreApi(show, loadCoreApi);
  if (!show) return null;

  const pages = core ? core.pageWindow(totalPages, currentPage, MARGIN_PAGES, PAGE_RANGE) : [];
  const atStart = currentPage <= 1;
  const atEnd = currentPage >= totalPages;

  return (
    <nav className="pagination" aria-label={t('lobby.pagination')}>
      <button
        type="button"
        className="pagination__step"
        disabled={atStart}
        onClick={() => onChange(currentPage - 1)}
        aria-label={t('lobby.previous')}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      <ul className="pagination__pages">
        {pages.map((page, index) =>
          page === 0 ? (
            <li key={`gap-${index}`} className="pagination__gap">
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{t('lobby.morePages')}</span>
            </li>
          ) : (
            <li key={page}>
              <button
                type="button"
                className="pagination__page"
                aria-current={page === currentPage ? 'page' : undefined}
                aria-label={t('lobby.page', { page })}
                onClick={() => onChange(page)}
              >
                {page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination__step"
        disabled={atEnd}
        onClick={() => onChange(currentPage + 1)}
        aria-label={t('lobby.next')}
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
}
