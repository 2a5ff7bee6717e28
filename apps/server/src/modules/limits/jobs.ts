import type { Deps } from '../../deps.ts';
import { endSessionSockets } from '../../realtime/publisher.ts';
import { listLimits, publishLimits } from './limit-list.ts';
import { periodWindow } from './periods.ts';
import {
  limitBoundariesBetween,
  moneyLimitHolders,
  revokeSessionsStartedBy,
  sessionLimitsOver,
} from './repository.ts';

/** How often the jobs runner (src/jobs) runs the pass: a session limit ends, a change shows, within this. */
export const LIMIT_JOBS_TICK_MS = 15_000;

const MONEY_PERIODS = ['day', 'week', 'month'];

export interface LimitJobsResult {
  /** The time the pass ran at: the next pass's `since`. */
  at: Date;
  /** Players whose sessions the pass ended (session limit over). */
  ended: number[];
  /** Players it sent `game_limits` to. */
  published: number[];
}

/**
 * One pass of the limits jobs, for what happens by time alone (the bet guard and the routes
 * handle what the player does):
 * - a session limit that is over ends the player's sessions (and drops their sockets), even if
 *   the player only browses;
 * - `game_limits` goes to every signed-in player whose limits changed by time since `since` (the
 *   start of the last pass that succeeded, on any node; default one tick ago): a waiting change's
 *   confirmation window lapsed, a cooling-off or self-exclusion ended, a money limit's day, week
 *   or month rolled over.
 * The jobs runner runs it on one node per tick; it stays idempotent all the same: a session is
 * revoked once (the update skips revoked ones); a list published twice is harmless.
 */
export async function runLimitJobsOnce(app: { deps: Deps }, since?: Date): Promise<LimitJobsResult> {
  const { deps } = app;
  const now = deps.now();
  const from = since ?? new Date(now.getTime() - LIMIT_JOBS_TICK_MS);
  // Sessions idle longer than this are over (the next request ends them): no page to tell.
  const seenSince = new Date(now.getTime() - deps.config.sessionIdleMinutes * 60_000);
  const publish = new Set<number>();
  const ended: number[] = [];
  const endedSessions: number[] = [];

  for (const { userId, minutes } of await sessionLimitsOver(deps.db, now, seenSince)) {
    const ids = await revokeSessionsStartedBy(
      deps.db,
      userId,
      new Date(now.getTime() - minutes * 60_000),
      now,
    );
    if (ids.length === 0) continue; // another node got there first
    endedSessions.push(...ids);
    ended.push(userId);
    publish.add(userId);
  }

  // A new window began in (from, now]: its start lies there.
  const rolled = MONEY_PERIODS.filter((p) => {
    const start = periodWindow(p, now).start;
    return start > from && start <= now;
  });
  for (const userId of await limitBoundariesBetween(deps.db, from, now, seenSince)) publish.add(userId);
  for (const userId of await moneyLimitHolders(deps.db, rolled, now, seenSince)) publish.add(userId);

  for (const userId of publish) publishLimits(deps, userId, await listLimits(deps, deps.db, userId));
  // After the lists, so an open page learns why before its socket goes.
  for (const id of endedSessions) endSessionSockets(deps.realtime, id);
  return { at: now, ended, published: [...publish] };
}
