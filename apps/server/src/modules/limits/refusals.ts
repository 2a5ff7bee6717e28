import type { Db } from '../../db/client.ts';
import { limitRefusals } from '../../db/schema/index.ts';

/** A bet or deposit refused by a limit or an exclusion, as the responsible-gambling report counts it. */
export interface LimitRefusal {
  userId: number;
  action: 'bet' | 'deposit';
  /** loss_limit, wager_limit, deposit_limit, session_limit, cooling_off, self_exclusion */
  reason: string;
  currency: string;
  amountCents: number;
  at: Date;
}

/**
 * Keeps one refusal, in the transaction that refused (one insert: two refusals at once are two
 * rows, a refusal rolled back by its transaction leaves none).
 */
export async function recordLimitRefusal(tx: Db, refusal: LimitRefusal) {
  await tx.insert(limitRefusals).values({
    userId: refusal.userId,
    action: refusal.action,
    reason: refusal.reason,
    currency: refusal.currency,
    amountCents: refusal.amountCents,
    createdAt: refusal.at,
  });
}
