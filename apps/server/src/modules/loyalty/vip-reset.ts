import type { VipStatus } from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { previousQuarterStartOf, quarterStartOf } from './quarter.ts';
import { reachedInQuarter, setVipStatus } from './vip.ts';
import { higher } from './vip-ladder.ts';
import {
  anyQuarterReset,
  type CurrencySums,
  findQuarterReset,
  listQuarterSums,
  listResetCandidates,
  lockVipStatus,
  recordQuarterReset,
} from './vip-repository.ts';

/** How often the job looks whether a quarter has ended (one indexed read when none has). */
export const VIP_RESET_TICK_MS = 10 * 60_000;

export type VipResetResult =
  | { done: 'already' }
  | { done: 'first_quarter'; quarter: string }
  | { done: 'reset'; quarter: string; players: number; changed: number };

interface Logger {
  error(details: object, message: string): void;
}

/**
 * The quarter's end, once: every player holds, for the new quarter, the status the ended
 * quarter's sums earned (or more, if the new quarter's sums have already reached more); those
 * that earned nothing are regular again; diamond stays for life. Each player is set in a
 * transaction of their own under their status lock, to a target the sums decide, so a pass
 * killed midway and run again (or racing a bet's upgrade) gives the same result; the quarter is
 * marked done once every player is.
 *
 * Orbit's first quarter has no ended quarter it watched: it is marked done, statuses as they are.
 */
export async function runVipResetOnce(app: { deps: Deps; log?: Logger }): Promise<VipResetResult> {
  const { deps } = app;
  const now = deps.now();
  const quarter = quarterStartOf(now);
  if (await findQuarterReset(deps.db, quarter)) return { done: 'already' };
  if (!(await anyQuarterReset(deps.db))) {
    await recordQuarterReset(deps.db, quarter, now, 0);
    return { done: 'first_quarter', quarter };
  }
  const ended = previousQuarterStartOf(now);
  const players = await listResetCandidates(deps.db, [ended, quarter]);
  let changed = 0;
  for (const userId of players) {
    const events: Array<() => void> = [];
    const moved = await deps.db.transaction(async (tx) => {
      await lockVipStatus(tx, userId);
      const sums = await listQuarterSums(tx, userId, [ended, quarter]);
      const inQuarter = (q: string) => sums.filter((row: CurrencySums) => row.quarterStart === q);
      const earned: VipStatus = higher(
        await reachedInQuarter(deps, tx, inQuarter(ended)),
        await reachedInQuarter(deps, tx, inQuarter(quarter)),
      );
      return setVipStatus(deps, tx, userId, earned, {
        raiseOnly: false,
        at: now,
        afterCommit: (effect) => events.push(effect),
      });
    });
    for (const effect of events) effect();
    if (moved) changed++;
  }
  await recordQuarterReset(deps.db, quarter, deps.now(), changed);
  return { done: 'reset', quarter, players: players.length, changed };
}
