import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { endSessionSockets } from '../../realtime/publisher.ts';
import type { BetAttempt, BetVerdict } from '../wallet/bet-guard.ts';
import { listLimits, publishLimits } from './limit-list.ts';
import { isCurrent, minutesBetween, periodWindow } from './periods.ts';
import { recordLimitRefusal } from './refusals.ts';
import {
  accountBalance,
  figuresSince,
  guardLimits,
  guardLimitsOf,
  latestSignIn,
  revokeSessionsStartedBy,
} from './repository.ts';

/**
 * The wallet's bet guard (inside the bet's transaction, the account row locked, so the bets of a
 * currency are serial on every node and the figures read here include every earlier one).
 * Refuses any bet during cooling-off or self-exclusion, after a reached session limit (which
 * also ends the player's sessions), and a bet whose stake, counted as lost, would pass a loss or
 * wager limit of its currency.
 */
export function limitsBetGuard(deps: Deps) {
  return async (tx: Db, attempt: BetAttempt): Promise<BetVerdict> => {
    const limits = attempt.activeLimits
      ? guardLimitsOf(attempt.activeLimits)
      : await guardLimits(tx, attempt.userId);
    if (limits.length === 0) return { allowed: true };
    const now = deps.now();
    const refuse = async (reason: string): Promise<BetVerdict> => {
      // Kept for the responsible-gambling report: the bet's transaction commits with its refusal.
      await recordLimitRefusal(tx, {
        userId: attempt.userId,
        action: 'bet',
        reason,
        currency: attempt.currency,
        amountCents: attempt.amountCents,
        at: now,
      });
      publishLimits(deps, attempt.userId, await listLimits(deps, tx, attempt.userId));
      return { allowed: false, reason };
    };
    const live = limits.filter((l) => isCurrent(l, now));
    if (live.some((l) => l.type === 'selfexclusion')) return refuse('self_exclusion');
    if (live.some((l) => l.type === 'coolingoff')) return refuse('cooling_off');

    const session = live.filter((l) => l.type === 'session' && l.minutes !== null);
    if (session.length > 0) {
      const minutes = Math.min(...session.map((l) => l.minutes!));
      const startedAt = await latestSignIn(tx, attempt.userId);
      if (startedAt && minutesBetween(startedAt, now) >= minutes) {
        const ended = await revokeSessionsStartedBy(
          tx,
          attempt.userId,
          new Date(now.getTime() - minutes * 60_000),
          now,
        );
        for (const id of ended) endSessionSockets(deps.realtime, id);
        return refuse('session_limit');
      }
    }

    const money = live.flatMap((l) =>
      (l.type === 'loss' || l.type === 'wager') && l.amounts
        ? l.amounts
            .filter((a) => a.currency === attempt.currency)
            .map((a) => ({ ...l, amount: a.amount_cents }))
        : [],
    );
    if (money.length === 0) return { allowed: true };
    const periods = [...new Set(money.map((l) => l.period))];
    const figures = await figuresSince(
      tx,
      attempt.userId,
      attempt.currency,
      periods.map((p) => periodWindow(p, now).start),
    );
    const byPeriod = new Map(periods.map((p, i) => [p, figures[i]!]));
    let reachedAfter = false;
    for (const limit of money) {
      const f = byPeriod.get(limit.period)!;
      const before = limit.type === 'loss' ? Math.max(0, f.loss) : f.wager;
      const after = (limit.type === 'loss' ? f.loss : f.wager) + attempt.amountCents;
      // Reached already or passed by this stake, should it be lost.
      if (limit.amount - before <= 0 || after > limit.amount) {
        return refuse(limit.type === 'loss' ? 'loss_limit' : 'wager_limit');
      }
      if (limit.amount - after <= 0) reachedAfter = true;
    }
    // The bet takes the limit to its end: the page learns it now (the wallet pays it unless funds are short).
    if (reachedAfter && (await accountBalance(tx, attempt.userId, attempt.currency)) >= attempt.amountCents) {
      publishLimits(
        deps,
        attempt.userId,
        await listLimits(deps, tx, attempt.userId, {
          pendingBet: { currency: attempt.currency, amountCents: attempt.amountCents },
        }),
      );
    }
    return { allowed: true };
  };
}

/** Whether a cooling-off or self-exclusion is in force: no bonus may be activated or taken then. */
export async function isExcluded(db: Db, userId: number, now: Date): Promise<boolean> {
  const limits = await guardLimits(db, userId);
  return limits.some((l) => (l.type === 'selfexclusion' || l.type === 'coolingoff') && isCurrent(l, now));
}
