import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';

export type Method = 'username' | 'mobile';

type Props<M extends string> = {
  methods: readonly M[];
  value: M;
  onChange: (method: M) => void;
  labels?: Record<M, string>;
  ariaLabel?: string;
  /** The active method's form: the tab panel. */
  children: ReactNode;
};

/**
 * Method tabs of the auth popups (spec section 2, Popups): sign-in and
 * registration methods, or the forgot-password methods with their own labels,
 * on react-aria's tabs (arrow keys move and select, one tab stop, the panel is
 * labelled by its tab). With a single method there is no tab list, just the
 * form: a tab list with one tab is noise for screen-reader users.
 */
export function MethodTabs<M extends string = Method>({
  methods,
  value,
  onChange,
  labels,
  ariaLabel,
  children,
}: Props<M>) {
  const { t } = useTranslation();
  const labelOf = (m: M) => labels?.[m] ?? (m === 'username' ? t('auth.tabUsername') : t('auth.tabMobile'));
  if (methods.length < 2) return children;
  const select = (key: Key | null) => {
    const method = methods.find((m) => m === key);
    if (method) onChange(method);
  };
  return (
    <Tabs selectedKey={value} onSelectionChange={select}>
      <TabList className="segmented" aria-label={ariaLabel ?? t('auth.methodLabel')}>
        {methods.map((m) => (
          <Tab key={m} id={m} className="segmented__item">
            {labelOf(m)}
          </Tab>
        ))}
      </TabList>
      {/* Every tab names its panel (aria-controls), so each panel exists; only the
          active one holds its form, the others stay hidden and empty. */}
      {methods.map((m) => (
        <TabPanel key={m} id={m} shouldForceMount className="method-panel">
          {m === value ? children : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
