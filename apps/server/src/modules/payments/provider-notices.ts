import type { PaymentState } from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { SANDBOX_PROVIDER } from './catalogue.ts';
import { findPayment, type PaymentRow } from './repository.ts';
import type { SandboxNotice } from './sandbox.ts';
import { advance, isFinal, moveWithState } from './state-changes.ts';

const ACTIVE: PaymentState[] = ['pending', 'processing', 'reserved'];

/**
 * A provider notice: the payment moves forward only (a repeat or a late `processing` changes
 * nothing), and the money follows the state exactly once: a deposit is credited on `succeeded`, a
 * withdrawal paid out on `succeeded` or its reserve released on a failure.
 */
export async function applyNotice(
  deps: Deps,
  notice: SandboxNotice,
): Promise<{ status: 'applied' | 'ignored'; state: PaymentState }> {
  const row = await findPayment(deps.db, notice.payment_id);
  if (!row || row.provider !== SANDBOX_PROVIDER) throw new HttpError(404, 'unknown_payment');
  if (row.amountCents !== notice.amount_cents || row.currency !== notice.currency) {
    throw new HttpError(422, 'amount_mismatch', 'The notice does not match the payment');
  }
  const current = row.state as PaymentState;
  const ignored = { status: 'ignored' as const, state: current };
  if (isFinal(current)) return ignored;
  const to = notice.state;
  let moved: PaymentRow | undefined;
  if (to === 'succeeded') {
    moved = await moveWithState(
      deps,
      row,
      row.action === 'deposit' ? 'deposit' : 'withdrawal_payout',
      'succeeded',
      ACTIVE,
    );
  } else if (isFinal(to) && row.action === 'cashout') {
    moved = await moveWithState(deps, row, 'withdrawal_release', to, ACTIVE, `provider_${to}`);
  } else {
    moved = await advance(deps, row, to, isFinal(to) ? `provider_${to}` : undefined);
  }
  if (!moved) {
    const now = await findPayment(deps.db, row.id);
    return { status: 'ignored', state: (now?.state ?? current) as PaymentState };
  }
  return { status: 'applied', state: moved.state as PaymentState };
}
