import { Component, Suspense, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { PopupLoadFailed } from './load-failed';

type Props = {
  /** Whether the popup is asked for (from its store). */
  open: boolean;
  /** Closes it when its code could not be fetched (the failure popup's close). */
  onDismiss: () => void;
  /** The lazily loaded popup(s); they get `open` themselves. */
  children: ReactNode;
};

/**
 * Hosts a popup whose code is fetched when it first opens, not with the page.
 * Once opened it stays mounted, so its state survives closing as it did when it
 * shipped with the page. While the chunk loads a small spinner floats over the
 * page (nothing moves under it); a chunk that cannot be fetched opens a popup
 * that offers a reload.
 */
export function LazyPopup({ open, onDismiss, children }: Props) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <LoadErrorBoundary fallback={<PopupLoadFailed open={open} onClose={onDismiss} />}>
      <Suspense fallback={open ? <PopupLoading /> : null}>{children}</Suspense>
    </LoadErrorBoundary>
  );
}

function PopupLoading() {
  const { t } = useTranslation();
  return createPortal(
    <div className="popup-loading" role="status">
      <span className="forms-status__spinner" aria-hidden="true" />
      <span className="popup-loading__text">{t('common.loading')}</span>
    </div>,
    document.body,
  );
}

type BoundaryProps = { fallback: ReactNode; children: ReactNode };

class LoadErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
