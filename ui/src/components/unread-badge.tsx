import { useTranslation } from 'react-i18next';

/**
 * A count of unread things beside a menu entry. Nothing at 0; "99+" above 99.
 * The number is shown; screen readers hear "3 unread" after the entry's name.
 */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className={`unread-badge ${className}`.trim()} data-testid="unread-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('unread.count', { count })}</span>
    </span>
  );
}
