import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
// Per-component entry points: the package's index would put every component on the
// first-paint graph (vite.config.ts groups first-paint libraries by the import graph).
import { Dialog as AriaDialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Icon } from './icon';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Extra class for size variants (e.g. the auth popups). */
  className?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Modal dialog rendered outside #root, on react-aria's modal: while it is open
 * everything else is inert and the page does not scroll, focus stays inside,
 * Escape or a click on the backdrop closes it, and closing gives the focus back.
 * Its bookkeeping is counted per open modal, so a dialog opened over another
 * and closed again leaves the outer one modal (the hand-written version lifted
 * `inert` and the scroll lock from the page while the outer was still open).
 * Scrolling is stopped with `overflow: hidden` on the root element, which keeps
 * the scroll position (spec: "Closing a popup restores the page scroll position").
 */
export function Dialog({ open, onClose, title, children, className }: DialogProps) {
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable
      className="dialog-backdrop"
    >
      <Modal className={className ? `dialog ${className}` : 'dialog'}>
        <DialogPanel title={title} onClose={onClose}>
          {children}
        </DialogPanel>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * The labelled dialog inside the modal. On opening, focus goes to the element
 * marked data-autofocus (a confirm popup's safe choice), else to the first
 * control, as the popups did before react-aria. The effect runs after
 * react-aria's own (a parent's effects run after its children's), which focuses
 * the dialog itself; moving focus on from there also cancels react-aria's
 * deferred focusing.
 */
function DialogPanel({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const first =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
  }, []);
  useEscapeWithFocusLost(ref, onClose);
  return (
    // aria-modal is not set by react-aria (it makes the rest inert); it is added
    // because it is still what assistive tech reads first.
    <AriaDialog ref={ref} className="dialog__frame" render={(props) => <section {...props} aria-modal="true" />}>
      <header className="dialog__header">
        <Heading slot="title" className="dialog__title">
          {title}
        </Heading>
        <button type="button" className="icon-button dialog__close" onClick={onClose} aria-label={t('common.close')}>
          <Icon name="close" />
        </button>
      </header>
      <div className="dialog__body">{children}</div>
    </AriaDialog>
  );
}

/**
 * react-aria hears Escape inside the dialog. A submit button that disables itself
 * while its request runs drops the focus to <body>, where Escape would do
 * nothing; this closes the topmost dialog then too (a dialog under another one is
 * inert, so only the topmost answers).
 */
function useEscapeWithFocusLost(ref: RefObject<HTMLElement | null>, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = ref.current;
      if (event.key !== 'Escape' || event.defaultPrevented || !dialog) return;
      if (document.activeElement !== document.body || dialog.closest('[inert]')) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ref]);
}
