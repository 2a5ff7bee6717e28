import { useEffect, useState } from 'react';
import { useChannel } from '~/features/realtime/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useToast } from '~/shared/ui/toast.tsx';
import { useRecentPayments } from '../api/payments.ts';
import {
  canceledDepositToWarn,
  type FinishedPayment,
  LAST_CANCELED_DEPOSIT_KEY,
} from '../model/canceled-deposit.ts';

function lastShown(): number | null {
  const value = Number(localStorage.getItem(LAST_CANCELED_DEPOSIT_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The canceled-deposit warning: a toast with the way back to the deposit when a
 * deposit was canceled within the last 5 minutes, once per transaction. It looks at the newest
 * payments when mounted (the player may come back from the provider's page) and at every
 * `payments_changes` event. Mounted with the realtime socket, after hydration.
 */
export function CanceledDepositWarning() {
  const toast = useToast();
  const { href } = useLocale();
  const recent = useRecentPayments(true);
  const [events, setEvents] = useState<FinishedPayment[]>([]);

  // The history refreshes itself on the same channel; here only the finished ones matter.
  useChannel('payments_changes', (data) => {
    if (isFinishedPayment(data) && data.finished_at !== null) setEvents((list) => [...list, data]);
  });

  useEffect(() => {
    const warn = canceledDepositToWarn([...(recent.data ?? []), ...events], new Date(), lastShown());
    if (!warn) return;
    localStorage.setItem(LAST_CANCELED_DEPOSIT_KEY, String(warn.id));
    toast.show({
      kind: 'warning',
      message: 'payments.canceled_deposit.message',
      action: { label: 'payments.canceled_deposit.action', href: href('/deposit') },
    });
  }, [recent.data, events, toast, href]);

  return null;
}

function isFinishedPayment(data: unknown): data is FinishedPayment {
  if (typeof data !== 'object' || data === null) return false;
  const p = data as Record<string, unknown>;
  return (
    typeof p.id === 'number' &&
    typeof p.action === 'string' &&
    typeof p.state === 'string' &&
    (p.finished_at === null || typeof p.finished_at === 'string')
  );
}
