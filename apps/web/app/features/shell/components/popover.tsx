import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A button that shows a panel below it (language list, balance). Closes on Escape (focus back on
 * the button), on a click outside and on navigation (the open state belongs to one location).
 */
export function Popover({
  label,
  buttonClassName,
  panelClassName = '',
  align = 'end',
  onOpenChange,
  testId,
  children,
}: {
  /** The button's content; its accessible name must come from it (or an aria-label inside). */
  label: ReactNode;
  buttonClassName: string;
  panelClassName?: string;
  align?: 'start' | 'end';
  /** Told when the button opens or closes the panel (the notifications mark themselves read on opening). */
  onOpenChange?: (open: boolean) => void;
  /** The root's `data-testid`: where a lazy loader finds the server-rendered button. */
  testId?: string;
  children: ReactNode;
}) {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const setOpen = (value: boolean) => {
    setOpenAt(value ? key : null);
    onOpenChange?.(value);
  };
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative" data-testid={testId}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={buttonClassName}
      >
        {label}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-40 mt-2 min-w-56 rounded-xl border border-white/10 bg-surface-2 p-2 shadow-2xl shadow-black/50 ${align === 'end' ? 'right-0' : 'left-0'} ${panelClassName}`}
      >
        {children}
      </div>
    </div>
  );
}
