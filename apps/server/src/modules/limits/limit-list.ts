import { CHANNEL, isExclusionLimit, isLimitReached, isMoneyLimit, type UserLimit } from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { isCurrent, minutesBetween, pendingLive, periodWindow } from './periods.ts';
import { activeLimits, type Figures, figuresSince, type LimitRow, latestSignIn } from './repository.ts';

/** A figure a limit counts: loss, wager or deposit. */
const figureOf = (type: string, f: Figures) =>
  type === 'loss' ? Math.max(0, f.loss) : type === 'wager' ? f.wager : f.deposit;

export interface ListOptions {
  /** When the session the player looks from began (a session limit's running time). */
  sessionStartedAt?: Date;
  /** A bet about to be paid: counted in its currency's loss and wager (the list a bet publishes). */
  pendingBet?: { currency: string; amountCents: number };
}

/** The player's limits as the wire shows them (UserLimit), with the running figures. */
export async function listLimits(
  deps: Pick<Deps, 'now'>,
  db: Db,
  userId: number,
  options: ListOptions = {},
): Promise<UserLimit[]> {
  const now = deps.now();
  const rows = (await activeLimits(db, userId)).filter((row) => isCurrent(row, now));
  // One query per currency, all the windows in use at once.
  const windows = new Map<string, ReturnType<typeof periodWindow>>();
  const currencies = new Set<string>();
  for (const row of rows) {
    if (!isMoneyLimit(row.type)) continue;
    windows.set(row.period, periodWindow(row.period, now));
    for (const a of row.amounts ?? []) currencies.add(a.currency);
  }
  const periods = [...windows.keys()];
  const figures = new Map<string, Map<string, Figures>>();
  for (const currency of currencies) {
    const list = await figuresSince(
      db,
      userId,
      currency,
      periods.map((p) => windows.get(p)!.start),
    );
    const extra = options.pendingBet?.currency === currency ? options.pendingBet.amountCents : 0;
    figures.set(
      currency,
      new Map(
        periods.map((p, i) => [
          p,
          { ...list[i]!, loss: list[i]!.loss + extra, wager: list[i]!.wager + extra },
        ]),
      ),
    );
  }
  let sessionStartedAt = options.sessionStartedAt;
  if (!sessionStartedAt && rows.some((r) => r.type === 'session'))
    sessionStartedAt = await latestSignIn(db, userId);
  return rows.map((row) => present(row, now, figures, sessionStartedAt));
}

function present(
  row: LimitRow,
  now: Date,
  figures: Map<string, Map<string, Figures>>,
  sessionStartedAt: Date | undefined,
): UserLimit {
  const pending = pendingLive(row, now);
  const exclusion = isExclusionLimit(row.type);
  const limit: UserLimit = {
    id: row.id,
    type: row.type as UserLimit['type'],
    period: row.period,
    status: row.status,
    disable_at: exclusion
      ? (row.endsAt?.toISOString() ?? null)
      : pending && row.pendingRemoval
        ? row.pendingAppliesAt!.toISOString()
        : null,
    confirm_until: pending ? row.confirmUntil!.toISOString() : null,
    parent_type: null,
    strategy: null,
    created_at: row.createdAt.toISOString(),
    pending: pending
      ? {
          ...(row.pendingAmounts ? { accounts: row.pendingAmounts } : {}),
          ...(row.pendingMinutes !== null ? { minutes: row.pendingMinutes } : {}),
          removal: row.pendingRemoval,
          applies_at: row.pendingAppliesAt!.toISOString(),
        }
      : null,
  };
  if (isMoneyLimit(row.type)) {
    const activeUntil = periodWindow(row.period, now).end.toISOString();
    limit.accounts = (row.amounts ?? []).map((a) => {
      const f = figures.get(a.currency)?.get(row.period);
      return {
        currency: a.currency,
        amount_cents: a.amount_cents,
        current_value_amount_cents: f ? figureOf(row.type, f) : 0,
        active_until: activeUntil,
      };
    });
  }
  if (row.type === 'session') {
    limit.minutes = row.minutes ?? 0;
    limit.current_value_minutes = sessionStartedAt ? minutesBetween(sessionStartedAt, now) : 0;
  }
  return limit;
}

/** Publishes the list on the player's private `game_limits` channel. */
export function publishLimits(deps: Deps, userId: number, list: UserLimit[]) {
  deps.realtime.publishToPlayer(userId, CHANNEL.game_limits, list);
}

/** For the player's currency: whether one of the limits is reached (exclusions always while in force). */
export async function limitsReached(deps: Deps, user: UserRow): Promise<boolean> {
  const list = await listLimits(deps, deps.db, user.id);
  return list.some((limit) => isLimitReached(limit, user.currency));
}
