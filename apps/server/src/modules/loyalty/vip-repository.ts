import type { VipLadderStatus } from '@orbit/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { userGroups, vipQuarterResets, vipQuarterSums, vipThresholds } from '../../db/schema/index.ts';
import { LADDER_GROUPS, type QuarterSums, type Threshold } from './vip-ladder.ts';

export interface ThresholdRow extends Threshold {
  currency: string;
}

/** Every configured threshold, by currency then ladder order. */
export async function listThresholds(db: Db): Promise<ThresholdRow[]> {
  const rows = await db
    .select()
    .from(vipThresholds)
    .orderBy(asc(vipThresholds.currency), asc(vipThresholds.depositCents));
  return rows.map((row) => ({
    status: row.status as VipLadderStatus,
    currency: row.currency,
    depositCents: row.depositCents,
    betCents: row.betCents,
  }));
}

/** Replaces the whole table (in the caller's transaction). */
export async function replaceThresholds(tx: Db, rows: ThresholdRow[]) {
  await tx.delete(vipThresholds);
  if (rows.length > 0) await tx.insert(vipThresholds).values(rows);
}

/** A deposit added to its quarter's sum in its currency, in the deposit's transaction: the sums after it. */
export async function addQuarterDeposit(
  tx: Db,
  key: { userId: number; currency: string; quarterStart: string },
  amountCents: number,
): Promise<QuarterSums> {
  const [row] = await queryPrepared<{ deposit_cents: string; bet_cents: string }>(
    tx,
    sql`insert into vip_quarter_sums (user_id, currency, quarter_start, deposit_cents)
      values (${key.userId}, ${key.currency}, ${key.quarterStart}, ${amountCents})
      on conflict (user_id, currency, quarter_start) do update set
        deposit_cents = vip_quarter_sums.deposit_cents + excluded.deposit_cents
      returning deposit_cents, bet_cents`,
  );
  return { depositCents: Number(row?.deposit_cents ?? 0), betCents: Number(row?.bet_cents ?? 0) };
}

/** The quarter's deposit sum in one currency (the bet sum the caller has). */
export async function findQuarterDeposit(
  tx: Db,
  key: { userId: number; currency: string; quarterStart: string },
): Promise<number> {
  const [row] = await queryPrepared<{ deposit_cents: string }>(
    tx,
    sql`select deposit_cents from vip_quarter_sums
      where user_id = ${key.userId} and currency = ${key.currency} and quarter_start = ${key.quarterStart}`,
  );
  return Number(row?.deposit_cents ?? 0);
}

export interface CurrencySums extends QuarterSums {
  currency: string;
  quarterStart: string;
}

/** A player's sums in these quarters, every currency. */
export async function listQuarterSums(db: Db, userId: number, quarters: string[]): Promise<CurrencySums[]> {
  return db
    .select({
      currency: vipQuarterSums.currency,
      quarterStart: vipQuarterSums.quarterStart,
      depositCents: vipQuarterSums.depositCents,
      betCents: vipQuarterSums.betCents,
    })
    .from(vipQuarterSums)
    .where(and(eq(vipQuarterSums.userId, userId), inArray(vipQuarterSums.quarterStart, quarters)));
}

/**
 * Serialises the VIP status changes of one player until the transaction ends (bets in two
 * currencies, a deposit and the quarter's job hold different locks otherwise). Taken after the
 * wallet's account lock, never before it.
 */
export async function lockVipStatus(tx: Db, userId: number) {
  await queryPrepared(tx, sql`select pg_advisory_xact_lock(7160, ${userId})`);
}

/**
 * The players whose status the quarter's end may change: those holding a ladder group below
 * diamond, and those with sums in these quarters (diamond holders keep theirs for life).
 */
export async function listResetCandidates(db: Db, quarters: string[]): Promise<number[]> {
  const diamond = LADDER_GROUPS.at(-1) as number;
  const lower = LADDER_GROUPS.slice(0, -1);
  const rows = await queryPrepared<{ user_id: number }>(
    db,
    sql`
    select user_id from (
      select user_id from ${userGroups} where group_id in (${sql.join(lower, sql`, `)})
      union
      select user_id from ${vipQuarterSums} where quarter_start in (${sql.join(quarters, sql`, `)})
    ) candidates
    where not exists (
      select 1 from ${userGroups} d where d.user_id = candidates.user_id and d.group_id = ${diamond}
    )
    order by user_id`,
  );
  return rows.map((row) => Number(row.user_id));
}

export async function findQuarterReset(db: Db, quarterStart: string) {
  const [row] = await db
    .select()
    .from(vipQuarterResets)
    .where(eq(vipQuarterResets.quarterStart, quarterStart));
  return row;
}

export async function anyQuarterReset(db: Db): Promise<boolean> {
  const [row] = await db.select({ q: vipQuarterResets.quarterStart }).from(vipQuarterResets).limit(1);
  return row !== undefined;
}

/** The quarter's reset done (a second node or pass finding it done writes nothing). */
export async function recordQuarterReset(db: Db, quarterStart: string, at: Date, playersChanged: number) {
  await db
    .insert(vipQuarterResets)
    .values({ quarterStart, finishedAt: at, playersChanged })
    .onConflictDoNothing();
}
