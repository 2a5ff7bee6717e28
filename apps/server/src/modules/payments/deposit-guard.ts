import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { withDepositCheck } from '../limits/deposit-check.ts';
import { depositsInFlightCents } from './repository.ts';

/**
 * Starts a deposit only if the responsible-gambling limits let the player deposit this much now
 * (deposit limit, cooling-off, self-exclusion): the one seam between payments and the limits
 * module. The credited deposits it sums are the wallet's transactions of kind `deposit`; the
 * player's deposits still on their way count too, so several started before one is credited cannot
 * pass a limit together. A refusal throws `amount_cents: limits.<reason>` and writes nothing.
 */
export function startGuardedDeposit<T>(
  deps: Deps,
  attempt: { userId: number; currency: string; amountCents: number },
  start: (tx: Db) => Promise<T>,
): Promise<T> {
  return withDepositCheck(
    deps,
    attempt,
    (tx) => depositsInFlightCents(tx, attempt.userId, attempt.currency),
    start,
  );
}
