import type { OperatorPayment, Payment, PaymentChange, PaymentState } from '@orbit/contract';
import type { PaymentRow } from './repository.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A withdrawal can be recalled while it waits for review. */
export const isRecallable = (row: PaymentRow) => row.action === 'cashout' && row.state === 'pending';

/** A payment as the wire shows it. */
export function presentPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    amount_cents: row.amountCents,
    currency: row.currency,
    action: row.action as Payment['action'],
    payment_system: row.methodId,
    system_name: String(row.details.title ?? row.brand),
    brand: row.brand,
    state: row.state as PaymentState,
    success: row.state === 'succeeded',
    recallable: isRecallable(row),
    created_at: row.createdAt.toISOString(),
    finished_at: iso(row.finishedAt),
    ...(row.cancellationReason ? { cancellation_reason: row.cancellationReason } : {}),
    ...(row.declineReason ? { decline_reason: row.declineReason } : {}),
  };
}

/** A payment as the back office shows it: with its player, provider, details and review time. */
export function presentOperatorPayment(row: PaymentRow, email: string): OperatorPayment {
  return {
    ...presentPayment(row),
    player: { id: row.userId, email },
    provider: row.provider,
    details: row.details,
    updated_at: row.updatedAt.toISOString(),
    review_at: iso(row.reviewAt),
  };
}

/** The `payments_changes` payload (plus the state). */
export function presentChange(row: PaymentRow): PaymentChange {
  const p = presentPayment(row);
  return {
    id: p.id,
    amount_cents: p.amount_cents,
    currency: p.currency,
    action: p.action,
    payment_system: p.payment_system,
    recallable: p.recallable,
    success: p.success,
    created_at: p.created_at,
    finished_at: p.finished_at,
    state: p.state,
  };
}
