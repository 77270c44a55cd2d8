import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormsReady } from './forms-ready';
import { FormsStatus } from './forms-status';

type Props = {
  ready: FormsReady;
  /** A request is in flight: the button says so and waits. */
  busy: boolean;
  /** The button's text while idle. */
  label: string;
  /** Why the last submit was refused (FormError, or a login's own message). */
  children: ReactNode;
};

/**
 * The end of every validated popup form, in one order: whether the rules are
 * still loading (or failed, with a retry), why the last submit was refused,
 * and the submit button, which waits for the rules and for the request.
 */
export function FormSubmitRow({ ready, busy, label, children }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <FormsStatus ready={ready} />
      {children}
      <button type="submit" className="button button--primary button--block" disabled={busy || ready.state !== 'ready'}>
        {busy ? t('auth.submitting') : label}
      </button>
    </>
  );
}
