import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type Method = 'username' | 'mobile';

/**
 * Method tabs of the auth popups (spec section 2, Popups): sign-in and
 * registration methods, or the forgot-password methods with their own labels.
 * Rendered only when there is a choice: a tab list with one tab is noise for
 * screen-reader users.
 */
export function MethodTabs<M extends string = Method>({
  methods,
  value,
  onChange,
  panelId,
  labels,
  ariaLabel,
}: {
  methods: readonly M[];
  value: M;
  onChange: (method: M) => void;
  panelId: string;
  labels?: Record<M, string>;
  ariaLabel?: string;
}) {
  const { t } = useTranslation();
  const labelOf = (m: M) => labels?.[m] ?? (m === 'username' ? t('auth.tabUsername') : t('auth.tabMobile'));
  const listRef = useRef<HTMLDivElement>(null);
  if (methods.length < 2) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = methods[(methods.indexOf(value) + step + methods.length) % methods.length]!;
    onChange(next);
    listRef.current?.querySelector<HTMLElement>(`[data-method="${next}"]`)?.focus();
  };

  return (
    <div ref={listRef} className="segmented" role="tablist" aria-label={ariaLabel ?? t('auth.methodLabel')} onKeyDown={onKeyDown}>
      {methods.map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          data-method={m}
          aria-selected={value === m}
          aria-controls={panelId}
          tabIndex={value === m ? 0 : -1}
          className="segmented__item"
          onClick={() => onChange(m)}
        >
          {labelOf(m)}
        </button>
      ))}
    </div>
  );
}
