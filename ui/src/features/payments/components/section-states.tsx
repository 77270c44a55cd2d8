import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Icon, type IconName } from '../../../components/icon';

/** Placeholder rows while a list loads; the status line beside it says so in words. */
export function RowsLoading({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <ul className="pay-list pay-list--loading" aria-hidden="true" title={label}>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="pay-row pay-row--placeholder" />
      ))}
    </ul>
  );
}

/** A part that could not be loaded: the server's key translated, and a retry. */
export function LoadFailed({ code, onRetry }: { code: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="pay-failed">
      <FormError code={code} />
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** An empty list inside a page section. */
export function EmptyRows({ title, line, icon }: { title: string; line: string; icon: IconName }) {
  return (
    <div className="no-data pay-empty">
      <div className="no-data__art" aria-hidden="true">
        <Icon name={icon} size={32} />
      </div>
      <p className="no-data__title">{title}</p>
      <p className="no-data__line">{line}</p>
    </div>
  );
}
