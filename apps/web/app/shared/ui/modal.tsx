import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** Modal closing animation. */
export const MODAL_CLOSE_MS = 100;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  /** Omit for a blocking modal: no close button, Escape and the backdrop do nothing. */
  onClose?: () => void;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel?: string;
  testId?: string;
}

/**
 * A full-screen dialog: role=dialog + aria-modal, focus kept inside while open,
 * Escape closes, a 100 ms fade-out before `onClose`, and focus goes back where it was.
 */
export function Modal({ title, children, onClose, closeLabel = 'Close', testId }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [closing, setClosing] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const requestClose = useCallback(() => {
    if (!onClose || closeTimer.current) return;
    setClosing(true);
    closeTimer.current = setTimeout(onClose, MODAL_CLOSE_MS);
  }, [onClose]);

  // A layout effect: focus is inside the dialog in the same commit that shows it.
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    const wanted = root?.querySelector<HTMLElement>('[data-autofocus]');
    const first = wanted ?? root?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? root)?.focus();
    // A form that loads after the dialog opened (a lazy chunk) still gets the focus it asks for,
    // unless the player has moved focus in the meantime.
    const initial = document.activeElement;
    const observer = new MutationObserver(() => {
      const late = root?.querySelector<HTMLElement>('[data-autofocus]');
      if (!late) return;
      observer.disconnect();
      if (document.activeElement === initial) late.focus();
    });
    if (root && !wanted) observer.observe(root, { childList: true, subtree: true });
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      observer.disconnect();
      clearTimeout(closeTimer.current);
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      requestClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Centred by the panel's auto margins, not align-items: a panel taller than the window then
  // scrolls from its top, so its title and close button stay reachable.
  return (
    <div
      className={`fixed inset-0 z-50 flex items-stretch justify-center overflow-y-auto bg-black/70 transition-opacity duration-100 starting:opacity-0 sm:p-6 ${closing ? 'opacity-0' : 'opacity-100'}`}
      data-state={closing ? 'closing' : 'open'}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
        className="relative flex w-full flex-col gap-4 bg-surface-2 p-6 shadow-2xl outline-none sm:my-auto sm:max-w-md sm:rounded-2xl"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          {onClose ? (
            <button
              type="button"
              onClick={requestClose}
              aria-label={closeLabel}
              data-testid="modal-close"
              className="-m-2 inline-flex size-11 items-center justify-center rounded-lg text-2xl leading-none text-ink-muted hover:bg-surface-3 hover:text-ink"
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </div>
  );
}
