import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors } from '../../http/errors.ts';
import type { BetVerdict } from '../wallet/bet-guard.ts';
import { isCurrent, periodWindow } from './periods.ts';
import { recordLimitRefusal } from './refusals.ts';
import { figuresSince, guardLimits, lockUser } from './repository.ts';

/**
 * For the payments module: whether a deposit may be taken. Refused during cooling-off or
 * self-exclusion and over a deposit limit of its currency (any period). Withdrawals are never
 * limited. `amountCents` is what the deposit would add: the payments module counts its deposits
 * still on their way in it. Call it through `withDepositCheck`, which serialises the check.
 */
export async function depositAllowed(
  deps: Pick<Deps, 'db' | 'now'>,
  userId: number,
  currency: string,
  amountCents: number,
  db: Db = deps.db,
): Promise<BetVerdict> {
  const now = deps.now();
  const live = (await guardLimits(db, userId)).filter((l) => isCurrent(l, now));
  if (live.some((l) => l.type === 'selfexclusion')) return { allowed: false, reason: 'self_exclusion' };
  if (live.some((l) => l.type === 'coolingoff')) return { allowed: false, reason: 'cooling_off' };
  const deposit = live.flatMap((l) =>
    l.type === 'deposit' && l.amounts
      ? l.amounts
          .filter((a) => a.currency === currency)
          .map((a) => ({ period: l.period, amount: a.amount_cents }))
      : [],
  );
  if (deposit.length === 0) return { allowed: true };
  const figures = await figuresSince(
    db,
    userId,
    currency,
    deposit.map((l) => periodWindow(l.period, now).start),
  );
  const over = deposit.some((l, i) => figures[i]!.deposit + amountCents > l.amount);
  return over ? { allowed: false, reason: 'deposit_limit' } : { allowed: true };
}

/**
 * Runs `start` (the deposit's insert) in one transaction with `depositAllowed`, under the player's
 * row lock, the lock their limit changes take too: two deposits started at once, on whichever node, or a
 * deposit and a new limit, are checked one after the other. `inFlight` sums the player's deposits
 * already started and not finished, read under the lock: they will be credited, so they count.
 * A refusal commits only its `limit_refusals` row.
 */
export async function withDepositCheck<T>(
  deps: Pick<Deps, 'db' | 'now'>,
  attempt: { userId: number; currency: string; amountCents: number },
  inFlight: (tx: Db) => Promise<number>,
  start: (tx: Db) => Promise<T>,
): Promise<T> {
  const outcome = await deps.db.transaction(async (tx): Promise<{ refused: string } | { started: T }> => {
    await lockUser(tx, attempt.userId);
    const adding = attempt.amountCents + (await inFlight(tx));
    const verdict = await depositAllowed(deps, attempt.userId, attempt.currency, adding, tx);
    if (!verdict.allowed) {
      // The refusal is kept (the responsible-gambling report); nothing else is written.
      await recordLimitRefusal(tx, {
        userId: attempt.userId,
        action: 'deposit',
        reason: verdict.reason,
        currency: attempt.currency,
        amountCents: attempt.amountCents,
        at: deps.now(),
      });
      return { refused: verdict.reason };
    }
    return start(tx).then((started) => ({ started }));
  });
  if ('refused' in outcome) throw new FieldErrors({ amount_cents: [`limits.${outcome.refused}`] });
  return outcome.started;
}
