import { and, desc, eq, exists, gt, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { currencies, sessions, userLimits, users } from '../../db/schema/index.ts';

export type LimitRow = typeof userLimits.$inferSelect;
export type LimitInsert = typeof userLimits.$inferInsert;

/** The player's active limits (expired exclusions included: the caller knows the time). */
export async function activeLimits(db: Db, userId: number): Promise<LimitRow[]> {
  return db
    .select()
    .from(userLimits)
    .where(and(eq(userLimits.userId, userId), eq(userLimits.status, 'active')))
    .orderBy(userLimits.id);
}

/**
 * The same, only the columns the guards read, in one prepared statement: for deposits, and for a
 * bet whose limits did not come with its lock (a provider's bet reads them in `wallet_lock_context`).
 */
export async function guardLimits(tx: Db, userId: number) {
  const rows = await queryPrepared<Record<string, unknown>>(
    tx,
    sql`select type, period, amounts, minutes, ends_at from user_limits
      where user_id = ${userId} and status = 'active'`,
  );
  return guardLimitsOf(rows);
}

/** Active `user_limits` rows (type, period, amounts, minutes, ends_at) as the guards read them. */
export function guardLimitsOf(rows: readonly Record<string, unknown>[]) {
  return rows.map((r) => ({
    type: String(r.type),
    period: String(r.period),
    amounts: (typeof r.amounts === 'string' ? JSON.parse(r.amounts) : r.amounts) as LimitRow['amounts'],
    minutes: r.minutes === null || r.minutes === undefined ? null : Number(r.minutes),
    endsAt: r.ends_at === null || r.ends_at === undefined ? null : new Date(r.ends_at as string | Date),
  }));
}

/** Serialises a player's limit changes (the user row's lock), so two requests cannot both insert or both loosen. */
export async function lockUser(tx: Db, userId: number) {
  await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
}

export async function insertLimit(tx: Db, values: LimitInsert): Promise<LimitRow> {
  const [row] = await tx.insert(userLimits).values(values).returning();
  return row!;
}

export async function updateLimit(tx: Db, id: number, values: Partial<LimitInsert>) {
  await tx.update(userLimits).set(values).where(eq(userLimits.id, id));
}

/** Exclusions that have run their course leave the active set (frees their (type, period) slot). */
export async function retireEnded(tx: Db, userId: number, now: Date) {
  await tx
    .update(userLimits)
    .set({ status: 'removed', removedAt: now, updatedAt: now })
    .where(
      and(
        eq(userLimits.userId, userId),
        eq(userLimits.status, 'active'),
        inArray(userLimits.type, ['coolingoff', 'selfexclusion']),
        lte(userLimits.endsAt, now),
      ),
    );
}

export async function findByConfirmToken(tx: Db, tokenHash: string): Promise<LimitRow | undefined> {
  const [row] = await tx
    .select()
    .from(userLimits)
    .where(and(eq(userLimits.confirmTokenHash, tokenHash), eq(userLimits.status, 'active')))
    .for('update');
  return row;
}

/** Which of these codes are currencies the casino knows. */
export async function knownCurrencies(db: Db, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(inArray(currencies.code, codes));
  return new Set(rows.map((r) => r.code));
}

export async function userEmail(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** Per window: loss (bets − wins, rollbacks returned), wager (bets − rolled-back bets), deposits. */
export interface Figures {
  loss: number;
  wager: number;
  deposit: number;
}

/**
 * The player's running figures in one currency since each of `starts` (the period windows), from
 * the wallet's own rows: `real_cents + bonus_cents` is what moved (a bet's negative, a win's and a
 * rollback's positive); deposits are wallet transactions of kind `deposit` (the payments module's
 * credits). Inside the bet's transaction (account locked) this sees every earlier bet of the currency.
 */
export async function figuresSince(
  db: Db,
  userId: number,
  currency: string,
  starts: Date[],
): Promise<Figures[]> {
  if (starts.length === 0) return [];
  const earliest = new Date(Math.min(...starts.map((s) => s.getTime())));
  const columns = starts.map(
    (start, i) => sql`,
      coalesce(sum(-(real_cents + bonus_cents)) filter (where kind in ('bet', 'win', 'rollback') and created_at >= ${start}), 0) as loss_${sql.raw(String(i))},
      coalesce(sum(-(real_cents + bonus_cents)) filter (where kind in ('bet', 'rollback') and created_at >= ${start}), 0) as wager_${sql.raw(String(i))},
      coalesce(sum(amount_cents) filter (where kind = 'deposit' and status = 'ok' and created_at >= ${start}), 0) as deposit_${sql.raw(String(i))}`,
  );
  const rows = await queryPrepared<Record<string, unknown>>(
    db,
    sql`select count(*) as n ${sql.join(columns, sql``)} from wallet_transactions
      where user_id = ${userId} and currency = ${currency} and created_at >= ${earliest}`,
  );
  const row = rows[0] ?? {};
  return starts.map((_, i) => ({
    loss: Number(row[`loss_${i}`] ?? 0),
    wager: Number(row[`wager_${i}`] ?? 0),
    deposit: Number(row[`deposit_${i}`] ?? 0),
  }));
}

/** When the player's latest sign-in began (the session a session limit measures), if any. */
export async function latestSignIn(db: Db, userId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.stage, 'active')))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** Ends the player's sessions signed in at or before `startedBy` (their session limit is over); their ids. */
export async function revokeSessionsStartedBy(db: Db, userId: number, startedBy: Date, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), lte(sessions.createdAt, startedBy)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** The account's balance (the guard's check that a bet it lets through will be paid for). */
export async function accountBalance(tx: Db, userId: number, currency: string): Promise<number> {
  const rows = await queryPrepared<{ amount_cents: unknown }>(
    tx,
    sql`select amount_cents from accounts where user_id = ${userId} and currency = ${currency}`,
  );
  return rows[0] ? Number(rows[0].amount_cents) : 0;
}

// ---------------------------------------------------------------- the jobs pass (jobs.ts)

/**
 * A live signed-in session of the limit's player (unexpired, seen since `seenSince`, the idle
 * limit): one a page can be open in. `sessions_user_idx` serves it.
 */
const liveSessionOf = (db: Db, now: Date, seenSince: Date) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userLimits.userId),
          eq(sessions.stage, 'active'),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          gte(sessions.lastSeenAt, seenSince),
        ),
      ),
  );

// Literal SQL, not parameters, so the partial indexes of migration 0009 match whatever the plan.
const isActive = sql`${userLimits.status} = 'active'`;
const isSession = sql`${userLimits.type} = 'session'`;

/**
 * Players whose session limit is over and who still have a live session it covers: their latest
 * sign-in (as `latestSignIn` reads it, the bet guard's measure) at least their smallest `minutes`
 * ago. With the smallest minutes per player. `user_limits_session_idx` finds the session limits.
 */
export async function sessionLimitsOver(
  db: Db,
  now: Date,
  seenSince: Date,
): Promise<Array<{ userId: number; minutes: number }>> {
  const minutes = sql<number>`min(${userLimits.minutes})`;
  const cutoff = sql`${now}::timestamptz - ${minutes} * interval '1 minute'`;
  const rows = await db
    .select({ userId: userLimits.userId, minutes })
    .from(userLimits)
    .where(and(isActive, isSession, isNotNull(userLimits.minutes), liveSessionOf(db, now, seenSince)))
    .groupBy(userLimits.userId)
    .having(
      sql`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${userLimits.userId} and ${sessions.stage} = 'active') <= ${cutoff}`,
    );
  return rows.map((r) => ({ userId: r.userId, minutes: Number(r.minutes) }));
}

/**
 * Players with a live session whose limits changed by time alone in (since, now]: a waiting
 * change's confirmation window lapsed (`confirm_until`), a cooling-off or self-exclusion ended
 * (`ends_at`, set on exclusions only). Each boundary has its partial index (migration 0009).
 */
export async function limitBoundariesBetween(
  db: Db,
  since: Date,
  now: Date,
  seenSince: Date,
): Promise<number[]> {
  const crossed = (column: typeof userLimits.confirmUntil | typeof userLimits.endsAt) =>
    db
      .select({ userId: userLimits.userId })
      .from(userLimits)
      .where(and(isActive, gt(column, since), lte(column, now), liveSessionOf(db, now, seenSince)));
  // A union (not an `or`): each half is one range scan of its index.
  const rows = await union(crossed(userLimits.confirmUntil), crossed(userLimits.endsAt));
  return rows.map((r) => r.userId);
}

/**
 * Players with a live session and a money limit of one of `periods` (whose window just rolled
 * over: their figures start again from 0). Only on the pass a day, week or month begins.
 */
export async function moneyLimitHolders(
  db: Db,
  periods: string[],
  now: Date,
  seenSince: Date,
): Promise<number[]> {
  if (periods.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: userLimits.userId })
    .from(userLimits)
    .where(
      and(
        isActive,
        inArray(userLimits.type, ['loss', 'wager', 'deposit']),
        inArray(userLimits.period, periods),
        liveSessionOf(db, now, seenSince),
      ),
    );
  return rows.map((r) => r.userId);
}
