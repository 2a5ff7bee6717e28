import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';

/**
 * Toasts (spec: 10 s lifetime; the limit-reached warning stays until dismissed).
 * `useToast().show({ kind, message })` where `message` is a translation key.
 */
export interface ToastInput {
  kind: 'success' | 'error' | 'info' | 'warning';
  /** Translation key (or already-translated text when `raw`). */
  message: string;
  values?: Record<string, string | number>;
  /** The message is already translated (e.g. a server's own text). */
  raw?: boolean;
  /** Stays until dismissed. */
  sticky?: boolean;
  action?: { label: string; href: string };
}

/** Toast lifetime. */
export const TOAST_LIFETIME_MS = 10_000;

interface Toast extends ToastInput {
  id: number;
}

interface ToastApi {
  show(toast: ToastInput): void;
  dismiss(id: number): void;
}

const ToastContext = createContext<{ api: ToastApi; toasts: Toast[] } | null>(null);

/** Holds the toasts of the page and renders them (once, in the shell). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { ...input, id }]);
      if (!input.sticky)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), TOAST_LIFETIME_MS),
        );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const value = useMemo(() => ({ api: { show, dismiss }, toasts }), [show, dismiss, toasts]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

const noop: ToastApi = { show: () => {}, dismiss: () => {} };

/** Outside a `ToastProvider` (isolated component tests) toasts are silently dropped. */
export function useToast(): ToastApi {
  return useContext(ToastContext)?.api ?? noop;
}

const KIND_STYLE: Record<ToastInput['kind'], string> = {
  success: 'border-success',
  error: 'border-danger',
  info: 'border-brand',
  warning: 'border-accent',
};

function Toaster({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('common.toast.region')}
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-3 sm:bottom-6 sm:items-end sm:px-6"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          // Errors and warnings interrupt; the rest wait for a pause.
          role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border-l-4 bg-surface-3 p-4 text-sm shadow-xl shadow-black/40 ${KIND_STYLE[toast.kind]}`}
        >
          <p className="flex-1">{toast.raw ? toast.message : t(toast.message, toast.values)}</p>
          {toast.action && (
            <a className="font-semibold text-accent underline" href={toast.action.href}>
              {t(toast.action.label)}
            </a>
          )}
          <button
            type="button"
            onClick={() => onDismiss(toast.id)}
            aria-label={t('common.toast.dismiss')}
            className="-m-1 rounded p-1 text-ink-muted hover:text-ink"
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      ))}
    </section>
  );
}
