import {
  CHANNEL,
  isExclusionLimit,
  isLimitReached,
  isMoneyLimit,
  type UserLimit,
  type UserLimitBody,
} from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import type { LimitAmount } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { endSessionSockets } from '../../realtime/publisher.ts';
import type { Mail } from '../mail/mailer.ts';
import { linkMail } from '../mail/templates.ts';
import type { BetAttempt, BetVerdict } from '../wallet/bet-guard.ts';
import { CONFIRM_WINDOW_MS, exclusionEnd, inForce, LOOSENING_DELAY_MS, periodWindow } from './periods.ts';
import {
  accountBalance,
  activeLimits,
  type Figures,
  figuresSince,
  findByConfirmToken,
  guardLimits,
  insertLimit,
  knownCurrencies,
  type LimitRow,
  latestSignIn,
  lockUser,
  retireEnded,
  revokeSessionsStartedBy,
  updateLimit,
  userEmail,
} from './repository.ts';

/** A figure a limit counts: loss, wager or deposit. */
const figureOf = (type: string, f: Figures) =>
  type === 'loss' ? Math.max(0, f.loss) : type === 'wager' ? f.wager : f.deposit;

const minutesBetween = (from: Date, to: Date) =>
  Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));

/** Whether a pending change is still waiting (its confirmation window has not lapsed). */
const pendingLive = (row: LimitRow, now: Date) =>
  row.pendingAppliesAt !== null && row.confirmUntil !== null && row.confirmUntil > now;

/** A limit that counts now: exclusions only until their end. */
const current = (row: Pick<LimitRow, 'type' | 'endsAt'>, now: Date) =>
  !isExclusionLimit(row.type) || inForce(row.endsAt, now);

interface ListOptions {
  /** When the session the player looks from began (a session limit's running time). */
  sessionStartedAt?: Date;
  /** A bet about to be paid: counted in its currency's loss and wager (the list a bet publishes). */
  pendingBet?: { currency: string; amountCents: number };
}

/** The player's limits as the wire shows them (UserLimit, reference §1), with the running figures. */
export async function listLimits(
  deps: Pick<Deps, 'now'>,
  db: Db,
  userId: number,
  options: ListOptions = {},
): Promise<UserLimit[]> {
  const now = deps.now();
  const rows = (await activeLimits(db, userId)).filter((row) => current(row, now));
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

/** Publishes the list on the player's private `game_limits` channel (reference §17.2). */
export function publishLimits(deps: Deps, userId: number, list: UserLimit[]) {
  deps.realtime.publishToPlayer(userId, CHANNEL.game_limits, list);
}

/** Spec 1 §4 for the player's currency: whether one of the limits is reached (exclusions always while in force). */
export async function limitsReached(deps: Deps, user: UserRow): Promise<boolean> {
  const list = await listLimits(deps, deps.db, user.id);
  return list.some((limit) => isLimitReached(limit, user.currency));
}

// ---------------------------------------------------------------- changes

/** What a change request asks for, and where the mail's link points. */
interface ChangeContext {
  /** Origin of the confirmation link (the site the player is on). */
  origin: string;
  brand: string;
}

interface Loosening {
  amounts: LimitAmount[] | null;
  minutes: number | null;
  removal: boolean;
}

/** A new money limit against the current one: what applies now (every tightening) and the loosening, if any. */
function splitAmounts(currentAmounts: LimitAmount[], wanted: LimitAmount[]) {
  const now = new Map(currentAmounts.map((a) => [a.currency, a.amount_cents]));
  let loosens = currentAmounts.some((a) => !wanted.some((w) => w.currency === a.currency));
  for (const w of wanted) {
    const had = now.get(w.currency);
    if (had === undefined || w.amount_cents < had) now.set(w.currency, w.amount_cents);
    else if (w.amount_cents > had) loosens = true;
  }
  const applied = [...now].map(([currency, amount_cents]) => ({ currency, amount_cents }));
  return { applied, loosens };
}

const sameAmounts = (a: LimitAmount[] | null, b: LimitAmount[] | null) =>
  JSON.stringify([...(a ?? [])].sort((x, y) => x.currency.localeCompare(y.currency))) ===
  JSON.stringify([...(b ?? [])].sort((x, y) => x.currency.localeCompare(y.currency)));

/**
 * Create or update a limit (one per type and period). Tighter values apply at once; a higher
 * amount or longer session waits 24 hours and then the player's confirmation (e-mailed link).
 * Cooling-off and self-exclusion apply at once and can only be extended.
 */
export async function setLimit(deps: Deps, user: UserRow, body: UserLimitBody, context: ChangeContext) {
  const now = deps.now();
  if (body.accounts) {
    const known = await knownCurrencies(
      deps.db,
      body.accounts.map((a) => a.currency),
    );
    const errors: Record<string, string[]> = {};
    body.accounts.forEach((a, i) => {
      if (!known.has(a.currency)) errors[`accounts.${i}.currency`] = ['validation.currency_unavailable'];
    });
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  }
  const mail = await deps.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    await retireEnded(tx, user.id, now);
    const rows = await activeLimits(tx, user.id);
    if (isExclusionLimit(body.type)) {
      const endsAt = exclusionEnd(body.type, body.period, now);
      const existing = rows.find((r) => r.type === body.type);
      if (existing) {
        const longer = existing.endsAt !== null && (endsAt === null || endsAt > existing.endsAt);
        if (!longer) throw new FieldErrors({ period: ['validation.limit_cannot_shorten'] });
        await updateLimit(tx, existing.id, { period: body.period, endsAt, updatedAt: now });
      } else {
        await insertLimit(tx, {
          userId: user.id,
          type: body.type,
          period: body.period,
          endsAt,
          createdAt: now,
          updatedAt: now,
        });
      }
      return null;
    }
    const existing = rows.find((r) => r.type === body.type && r.period === body.period);
    const wantedAmounts = isMoneyLimit(body.type) ? (body.accounts ?? []) : null;
    const wantedMinutes = body.type === 'session' ? (body.minutes ?? null) : null;
    if (!existing) {
      await insertLimit(tx, {
        userId: user.id,
        type: body.type,
        period: body.period,
        amounts: wantedAmounts,
        minutes: wantedMinutes,
        createdAt: now,
        updatedAt: now,
      });
      return null;
    }
    let applied: { amounts?: LimitAmount[]; minutes?: number } = {};
    let loosening: Loosening | null = null;
    if (wantedAmounts) {
      const split = splitAmounts(existing.amounts ?? [], wantedAmounts);
      applied = { amounts: split.applied };
      if (split.loosens) loosening = { amounts: wantedAmounts, minutes: null, removal: false };
    } else if (wantedMinutes !== null) {
      const had = existing.minutes ?? wantedMinutes;
      applied = { minutes: Math.min(had, wantedMinutes) };
      if (wantedMinutes > had) loosening = { amounts: null, minutes: wantedMinutes, removal: false };
    }
    return schedule(tx, existing, applied, loosening, now);
  });
  await afterChange(deps, user.id, mail, context);
}

/** A removal: waits 24 hours and a confirmation; exclusions cannot be removed before their end. */
export async function removeLimit(deps: Deps, user: UserRow, id: number, context: ChangeContext) {
  const now = deps.now();
  const mail = await deps.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const row = (await activeLimits(tx, user.id)).find((r) => r.id === id && current(r, now));
    if (!row) throw new HttpError(404, 'not_found', 'No such limit');
    if (isExclusionLimit(row.type)) {
      throw new HttpError(403, 'limit_not_removable', 'A cooling-off or self-exclusion lasts until its end');
    }
    return schedule(tx, row, {}, { amounts: null, minutes: null, removal: true }, now);
  });
  await afterChange(deps, user.id, mail, context);
}

interface PendingMail {
  tokenToSend: string | null;
  row: LimitRow;
  removal: boolean;
  appliesAt: Date;
  confirmUntil: Date;
}

/**
 * Writes what applies now and the loosening that waits. The latest request wins: a tightening
 * drops a waiting raise; the same loosening asked again keeps its clock (no fresh 24 hours, no
 * second mail), a different one starts over with a new link.
 */
async function schedule(
  tx: Db,
  row: LimitRow,
  applied: { amounts?: LimitAmount[]; minutes?: number },
  loosening: Loosening | null,
  now: Date,
): Promise<PendingMail | null> {
  if (!loosening) {
    await updateLimit(tx, row.id, {
      ...applied,
      pendingAmounts: null,
      pendingMinutes: null,
      pendingRemoval: false,
      pendingAppliesAt: null,
      confirmTokenHash: null,
      confirmUntil: null,
      updatedAt: now,
    });
    return null;
  }
  const same =
    pendingLive(row, now) &&
    row.pendingRemoval === loosening.removal &&
    row.pendingMinutes === loosening.minutes &&
    sameAmounts(row.pendingAmounts, loosening.amounts);
  if (same) {
    await updateLimit(tx, row.id, { ...applied, updatedAt: now });
    return null;
  }
  const token = randomToken();
  const appliesAt = new Date(now.getTime() + LOOSENING_DELAY_MS);
  const confirmUntil = new Date(appliesAt.getTime() + CONFIRM_WINDOW_MS);
  await updateLimit(tx, row.id, {
    ...applied,
    pendingAmounts: loosening.amounts,
    pendingMinutes: loosening.minutes,
    pendingRemoval: loosening.removal,
    pendingAppliesAt: appliesAt,
    confirmTokenHash: hashToken(token),
    confirmUntil,
    updatedAt: now,
  });
  return { tokenToSend: token, row, removal: loosening.removal, appliesAt, confirmUntil };
}

async function afterChange(deps: Deps, userId: number, mail: PendingMail | null, context: ChangeContext) {
  publishLimits(deps, userId, await listLimits(deps, deps.db, userId));
  if (!mail?.tokenToSend) return;
  const to = await userEmail(deps.db, userId);
  if (to) await deps.mailer.send(confirmLimitMail(context, to, mail));
}

const LABELS: Record<string, string> = {
  loss: 'loss limit',
  wager: 'wager limit',
  deposit: 'deposit limit',
  session: 'session limit',
};

function confirmLimitMail(context: ChangeContext, to: string, mail: PendingMail): Mail {
  const link = `${context.origin}/limits/confirm?token=${encodeURIComponent(mail.tokenToSend!)}`;
  const what = `${mail.row.period === 'day' ? 'daily' : `${mail.row.period}ly`} ${LABELS[mail.row.type] ?? 'limit'}`;
  const lines = [
    `You asked to ${mail.removal ? 'remove' : 'raise'} your ${what}.`,
    `For your protection this waits 24 hours. From ${mail.appliesAt.toUTCString()} until ${mail.confirmUntil.toUTCString()} you can confirm it with the link below; it applies when you confirm.`,
    'If you do nothing, your limit stays as it is.',
  ];
  return linkMail({
    to,
    subject: `${context.brand}: confirm the change of your ${what}`,
    lines,
    action: 'Confirm the change',
    link,
    after: 'If you did not ask for this, sign in and check your limits and password.',
  });
}

/**
 * The e-mailed link: applies the waiting change. Only the player's own token, only after the
 * 24 hours (UKGC: a loosening is confirmed after its cooling period) and before `confirm_until`.
 */
export async function confirmLimit(deps: Deps, user: UserRow, token: string) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const row = await findByConfirmToken(tx, hashToken(token));
    if (!row || row.userId !== user.id || !pendingLive(row, now)) {
      throw new FieldErrors({ token: ['validation.invalid_token'] });
    }
    if (row.pendingAppliesAt! > now) throw new FieldErrors({ token: ['validation.limit_confirm_too_early'] });
    const cleared = {
      pendingAmounts: null,
      pendingMinutes: null,
      pendingRemoval: false,
      pendingAppliesAt: null,
      confirmTokenHash: null,
      confirmUntil: null,
      updatedAt: now,
    };
    if (row.pendingRemoval) {
      await updateLimit(tx, row.id, { ...cleared, status: 'removed', removedAt: now });
    } else {
      await updateLimit(tx, row.id, {
        ...cleared,
        ...(row.pendingAmounts ? { amounts: row.pendingAmounts } : {}),
        ...(row.pendingMinutes !== null ? { minutes: row.pendingMinutes } : {}),
      });
    }
  });
  publishLimits(deps, user.id, await listLimits(deps, deps.db, user.id));
}

// ---------------------------------------------------------------- enforcement

/**
 * The wallet's bet guard (inside the bet's transaction, the account row locked, so the bets of a
 * currency are serial on every node and the figures read here include every earlier one).
 * Refuses any bet during cooling-off or self-exclusion, after a reached session limit (which
 * also ends the player's sessions), and a bet whose stake, counted as lost, would pass a loss or
 * wager limit of its currency.
 */
export function limitsBetGuard(deps: Deps) {
  return async (tx: Db, attempt: BetAttempt): Promise<BetVerdict> => {
    const limits = await guardLimits(tx, attempt.userId);
    if (limits.length === 0) return { allowed: true };
    const now = deps.now();
    const refuse = async (reason: string): Promise<BetVerdict> => {
      publishLimits(deps, attempt.userId, await listLimits(deps, tx, attempt.userId));
      return { allowed: false, reason };
    };
    const live = limits.filter((l) => current(l, now));
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
      // Reached already (spec 1 §4) or passed by this stake, should it be lost.
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
  const live = (await guardLimits(db, userId)).filter((l) => current(l, now));
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
 */
export async function withDepositCheck<T>(
  deps: Pick<Deps, 'db' | 'now'>,
  attempt: { userId: number; currency: string; amountCents: number },
  inFlight: (tx: Db) => Promise<number>,
  start: (tx: Db) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    await lockUser(tx, attempt.userId);
    const adding = attempt.amountCents + (await inFlight(tx));
    const verdict = await depositAllowed(deps, attempt.userId, attempt.currency, adding, tx);
    if (!verdict.allowed) throw new FieldErrors({ amount_cents: [`limits.${verdict.reason}`] });
    return start(tx);
  });
}
