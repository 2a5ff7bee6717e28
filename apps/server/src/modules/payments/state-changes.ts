import { CHANNEL, FINAL_PAYMENT_STATES, type NotificationEvent, type PaymentState } from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { noteActivity } from '../achievements/service.ts';
import { noteFirstDeposit } from '../affiliates/service.ts';
import { issueDepositBonus } from '../bonuses/offers.ts';
import { grantDepositTickets } from '../lotteries/tickets.ts';
import { countVipDeposit } from '../loyalty/vip.ts';
import { notifyLater } from '../notifications/service.ts';
import { movePaymentMoney } from '../wallet/service.ts';
import { presentChange } from './presenter.ts';
import { advancePayment, type PaymentRow } from './repository.ts';

/** How a payment changes state: with its money in one transaction, or alone; each change published. */

export const isFinal = (state: string) => FINAL_PAYMENT_STATES.includes(state as PaymentState);

/** What a payment's final state tells the player, if anything (one they canceled themselves: nothing). */
function outcomeOf(row: PaymentRow): NotificationEvent | undefined {
  const failed = row.state === 'declined' || row.state === 'rejected';
  if (row.action === 'deposit')
    return row.state === 'succeeded' ? 'deposit_succeeded' : failed ? 'deposit_failed' : undefined;
  return row.state === 'succeeded' ? 'withdrawal_succeeded' : failed ? 'withdrawal_declined' : undefined;
}

/**
 * Every state change goes out on the player's `payments_changes` channel once committed; a final
 * outcome also comes to the notification centre (once per payment and state).
 */
export function publishPayment(deps: Deps, row: PaymentRow) {
  deps.realtime.publishToPlayer(row.userId, CHANNEL.payments_changes, presentChange(row));
  const event = outcomeOf(row);
  if (!event) return;
  notifyLater(deps, {
    userId: row.userId,
    type: 'personal',
    event,
    dedupeKey: `payment:${row.id}:${row.state}`,
    amountCents: row.amountCents,
    currency: row.currency,
  });
}

/** Thrown inside a wallet movement when the payment moved on meanwhile: rolls the money back. */
class StalePayment extends Error {}

/**
 * Moves money and the payment's state in ONE transaction: the state changes only if the payment is
 * still in `from`, else nothing (the money neither). A repeat of the key moves nothing either.
 */
export async function moveWithState(
  deps: Deps,
  row: PaymentRow,
  kind: 'deposit' | 'withdrawal_reserve' | 'withdrawal_release' | 'withdrawal_payout',
  to: PaymentState,
  from: PaymentState[],
  reason?: string,
  /** An operator's decline: their words to the player, stored with the state. */
  declineReason?: string,
): Promise<PaymentRow | undefined> {
  let moved: PaymentRow | undefined;
  try {
    await movePaymentMoney(deps, {
      userId: row.userId,
      currency: row.currency,
      amountCents: row.amountCents,
      kind,
      idempotencyKey: `payment:${row.id}:${kind}`,
      memo: `payment ${row.id}`,
      within: async (tx: Db, wallet) => {
        moved = await advancePayment(tx, row.id, to, deps.now(), {
          from,
          finished: isFinal(to),
          reason: reason ?? null,
          ...(declineReason !== undefined ? { declineReason } : {}),
        });
        if (!moved) throw new StalePayment();
        // The bonus the player chose comes with the deposit's money, in its transaction.
        if (kind === 'deposit') await issueDepositBonus(deps, wallet, moved);
        // The deposit counts towards the VIP quarter, a status it reaches with it.
        if (kind === 'deposit') await countVipDeposit(deps, wallet, moved);
        // And buys the lottery tickets of its currency's selling lotteries.
        if (kind === 'deposit') await grantDepositTickets(deps, wallet, moved);
        // And may be the player's first, which the affiliate report counts.
        if (kind === 'deposit') await noteFirstDeposit(wallet, moved);
      },
    });
  } catch (error) {
    if (error instanceof StalePayment) return undefined;
    throw error;
  }
  if (moved) publishPayment(deps, moved);
  // A deposit may be the player's first: their achievements are checked once it has committed.
  if (moved && kind === 'deposit') noteActivity(deps, moved.userId);
  return moved;
}

/** A state change that moves no money (only forward, see `advancePayment`). */
export async function advance(deps: Deps, row: PaymentRow, to: PaymentState, reason?: string) {
  const moved = await advancePayment(deps.db, row.id, to, deps.now(), {
    finished: isFinal(to),
    ...(reason ? { reason } : {}),
  });
  if (moved) publishPayment(deps, moved);
  return moved;
}
