/**
 * Toasts (spec: 10 s lifetime; the limit-reached warning stays until dismissed).
 * `useToast().show({ kind, message })` where `message` is a translation key.
 */
export interface ToastInput {
  kind: 'success' | 'error' | 'info' | 'warning';
  /** Translation key (or already-translated text when `raw`). */
  message: string;
  values?: Record<string, string | number>;
  /** Stays until dismissed. */
  sticky?: boolean;
  action?: { label: string; href: string };
}

export function useToast(): { show(toast: ToastInput): void } {
  return { show: () => {} };
}
