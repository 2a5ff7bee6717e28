import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useToast } from '~/shared/ui/toast.tsx';
import { useResendConfirmation } from '../api/resend-confirmation.ts';

// How many notices are placed inline (by the header); the fixed fallback hides while any is.
let inlineCount = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setInline = (delta: number) => {
  inlineCount += delta;
  for (const listener of listeners) listener();
};

/**
 * A signed-in player whose address is not confirmed sees this notice with a
 * resend link until `confirmed_at` is set; it goes with the player on logout.
 * `placement="inline"` (default) is for the header; AuthModals mounts a `fixed` one that
 * steps aside as soon as an inline one exists.
 */
export function UnconfirmedEmailNotice({ placement = 'inline' }: { placement?: 'inline' | 'fixed' }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { player } = usePlayer();
  const resend = useResendConfirmation();
  const inlineShown = useSyncExternalStore(
    subscribe,
    () => inlineCount > 0,
    () => false,
  );

  // The fixed fallback is client-only, so the server never renders it next to the header's.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useLayoutEffect(() => {
    if (placement !== 'inline') return;
    setInline(1);
    return () => setInline(-1);
  }, [placement]);

  if (!player || player.confirmed_at) return null;
  if (placement === 'fixed' && (!mounted || inlineShown)) return null;

  const onResend = () =>
    resend.mutate(
      { email: player.email },
      {
        onSuccess: () => toast.show({ kind: 'success', message: 'auth.unconfirmed.sent' }),
        onError: (error) => {
          // A 422 shows the first e-mail error as a toast; other failures stay silent.
          if (!(error instanceof ApiError) || error.status !== 422) return;
          const key = error.fieldErrors.email?.[0];
          if (key) toast.show({ kind: 'error', message: key });
        },
      },
    );

  return (
    <div
      role="status"
      data-testid="unconfirmed-email-notice"
      className={`flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-accent px-4 py-2 text-sm text-surface ${placement === 'fixed' ? 'fixed inset-x-0 top-0 z-40 shadow-lg' : ''}`}
    >
      <span>{t('auth.unconfirmed.text', { email: player.email })}</span>
      <button
        type="button"
        onClick={onResend}
        disabled={resend.isPending || resend.isSuccess}
        className="font-semibold underline disabled:no-underline disabled:opacity-70"
        data-testid="unconfirmed-email-resend"
      >
        {resend.isSuccess ? t('auth.unconfirmed.sent_short') : t('auth.unconfirmed.resend')}
      </button>
    </div>
  );
}
