import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type Method = 'username' | 'mobile';

/**
 * Sign-in method tabs (spec section 2, Popups). Rendered only when there is a
 * choice: a tab list with one tab is noise for screen-reader users.
 */
export function MethodTabs({
  methods,
  value,
  onChange,
  panelId,
}: {
  methods: readonly Method[];
  value: Method;
  onChange: (method: Method) => void;
  panelId: string;
}) {
  const { t } = useTranslation();
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
    <div ref={listRef} className="segmented" role="tablist" aria-label={t('auth.methodLabel')} onKeyDown={onKeyDown}>
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
          {m === 'username' ? t('auth.tabUsername') : t('auth.tabMobile')}
        </button>
      ))}
    </div>
  );
}
