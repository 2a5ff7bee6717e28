/**
 * The canceled-deposit warning: shown once per transaction, and only when the deposit
 * was canceled within the last 5 minutes. The id of the last one shown is kept in the browser, so
 * a reload or a second tab does not show it again.
 */
export interface FinishedPayment {
  id: number;
  action: string;
  state: string;
  finished_at: string | null;
}

export const CANCELED_DEPOSIT_WINDOW_MS = 5 * 60_000;
export const LAST_CANCELED_DEPOSIT_KEY = 'orbit.lastCanceledDeposit';

/** The newest canceled deposit to warn about, or null. */
export function canceledDepositToWarn(
  payments: readonly FinishedPayment[],
  now: Date,
  lastShownId: number | null,
): FinishedPayment | null {
  const recent = payments
    .filter((p) => p.action === 'deposit' && p.state === 'canceled' && p.finished_at !== null)
    .map((p) => ({ payment: p, at: Date.parse(p.finished_at as string) }))
    .filter(
      ({ at }) =>
        Number.isFinite(at) && now.getTime() - at <= CANCELED_DEPOSIT_WINDOW_MS && at <= now.getTime(),
    )
    .sort((a, b) => b.at - a.at)[0];
  if (!recent || recent.payment.id === lastShownId) return null;
  return recent.payment;
}
