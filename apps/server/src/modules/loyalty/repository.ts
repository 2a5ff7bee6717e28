import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import {
  compExchanges,
  compPointAdjustments,
  compPointBalances,
  compPointEarnRates,
  compShopCards,
  users,
} from '../../db/schema/index.ts';
import type { StatementPart, WrittenAlongside } from '../wallet/hooks.ts';

export type EarnRateRow = typeof compPointEarnRates.$inferSelect;
export type CardRow = typeof compShopCards.$inferSelect;
export type ExchangeRow = typeof compExchanges.$inferSelect;

export interface PointBalance {
  chargeableMicro: number;
  persistentMicro: number;
}

const ZERO: PointBalance = { chargeableMicro: 0, persistentMicro: 0 };

export async function listEarnRates(db: Db): Promise<EarnRateRow[]> {
  return db.select().from(compPointEarnRates).orderBy(asc(compPointEarnRates.id));
}

export async function findBalance(db: Db, userId: number): Promise<PointBalance> {
  const [row] = await db
    .select({
      chargeableMicro: compPointBalances.chargeableMicro,
      persistentMicro: compPointBalances.persistentMicro,
    })
    .from(compPointBalances)
    .where(eq(compPointBalances.userId, userId));
  return row ?? ZERO;
}

export interface Earning {
  userId: number;
  currency: string;
  quarterStart: string;
  realStakeCents: number;
  chargeableMicro: number;
  persistentMicro: number;
}

/**
 * What a bet earned, written in the bet's own statement (its hot path costs no extra round trip):
 * its entry keyed by the bet's transaction `t` (so once per bet), the player's points and the
 * quarter's VIP bet sum. Read back with `earningWritten`.
 */
export function earningStatementPart(e: Earning): StatementPart {
  return {
    ctes: sql`loyalty_entry as (
      insert into comp_point_entries
        (transaction_id, user_id, currency, quarter_start, real_stake_cents, chargeable_micro, persistent_micro, created_at)
      select t.id, ${e.userId}::int, ${e.currency}::text, ${e.quarterStart}::date, ${e.realStakeCents}::bigint,
        ${e.chargeableMicro}::bigint, ${e.persistentMicro}::bigint, t.created_at from t
      returning user_id, currency, quarter_start, real_stake_cents, chargeable_micro, persistent_micro, created_at
    ), loyalty_balance as (
      insert into comp_point_balances (user_id, chargeable_micro, persistent_micro, updated_at)
      select user_id, chargeable_micro, persistent_micro, created_at from loyalty_entry
      on conflict (user_id) do update set
        chargeable_micro = comp_point_balances.chargeable_micro + excluded.chargeable_micro,
        persistent_micro = comp_point_balances.persistent_micro + excluded.persistent_micro,
        updated_at = excluded.updated_at
      returning chargeable_micro, persistent_micro
    ), loyalty_vip as (
      insert into vip_quarter_sums (user_id, currency, quarter_start, bet_cents)
      select user_id, currency, quarter_start, real_stake_cents from loyalty_entry
      on conflict (user_id, currency, quarter_start) do update set
        bet_cents = vip_quarter_sums.bet_cents + excluded.bet_cents
      returning bet_cents
    )`,
    columns: sql`(select chargeable_micro from loyalty_balance) as loyalty_chargeable_micro,
      (select persistent_micro from loyalty_balance) as loyalty_persistent_micro,
      (select bet_cents from loyalty_vip) as loyalty_bet_cents`,
  };
}

/** The points and the quarter's bet sum after the bet, from its statement; undefined when it earned nothing. */
export function earningWritten(written: WrittenAlongside): (PointBalance & { betCents: number }) | undefined {
  if (written.loyalty_bet_cents === null || written.loyalty_bet_cents === undefined) return undefined;
  return {
    chargeableMicro: Number(written.loyalty_chargeable_micro),
    persistentMicro: Number(written.loyalty_persistent_micro),
    betCents: Number(written.loyalty_bet_cents),
  };
}

/**
 * A rolled-back bet's earning taken back, once (its entry deleted): the points (never below zero:
 * coins spent meanwhile stay spent) and the quarter's bet sum. Undefined when it earned nothing.
 */
export async function takeBackEarning(
  tx: Db,
  transactionId: number,
): Promise<(PointBalance & { userId: number }) | undefined> {
  const [row] = await queryPrepared<{ user_id: number; chargeable_micro: string; persistent_micro: string }>(
    tx,
    // The entry's key is its bet's player and time: found through the bet's transaction row.
    sql`with entry as (
      delete from comp_point_entries e using wallet_transactions w
      where w.id = ${transactionId} and e.user_id = w.user_id and e.created_at = w.created_at and e.transaction_id = w.id
      returning e.user_id, e.currency, e.quarter_start, e.real_stake_cents, e.chargeable_micro, e.persistent_micro
    ), vip as (
      update vip_quarter_sums set bet_cents = greatest(0, vip_quarter_sums.bet_cents - entry.real_stake_cents)
      from entry
      where vip_quarter_sums.user_id = entry.user_id and vip_quarter_sums.currency = entry.currency
        and vip_quarter_sums.quarter_start = entry.quarter_start
      returning vip_quarter_sums.user_id
    )
    update comp_point_balances set
      chargeable_micro = greatest(0, comp_point_balances.chargeable_micro - entry.chargeable_micro),
      persistent_micro = greatest(0, comp_point_balances.persistent_micro - entry.persistent_micro)
    from entry
    where comp_point_balances.user_id = entry.user_id
    returning comp_point_balances.user_id, comp_point_balances.chargeable_micro, comp_point_balances.persistent_micro`,
  );
  if (!row) return undefined;
  return {
    userId: Number(row.user_id),
    chargeableMicro: Number(row.chargeable_micro),
    persistentMicro: Number(row.persistent_micro),
  };
}

/** Raises the player's level to `level_<n>`, never lowers it. True when it changed. */
export async function raiseLevel(tx: Db, userId: number, level: number): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ levelId: `level_${level}` })
    .where(and(eq(users.id, userId), sql`substring(${users.levelId} from 7)::int < ${level}`))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function findLevelId(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ levelId: users.levelId }).from(users).where(eq(users.id, userId));
  return row?.levelId ?? 'level_1';
}

/** Locks the player's point balance for a spend (made empty on first use). */
export async function lockBalance(tx: Db, userId: number, at: Date): Promise<PointBalance> {
  await tx.insert(compPointBalances).values({ userId, updatedAt: at }).onConflictDoNothing();
  const [row] = await tx
    .select({
      chargeableMicro: compPointBalances.chargeableMicro,
      persistentMicro: compPointBalances.persistentMicro,
    })
    .from(compPointBalances)
    .where(eq(compPointBalances.userId, userId))
    .for('update');
  return row ?? ZERO;
}

export async function spendPoints(tx: Db, userId: number, micro: number, at: Date): Promise<PointBalance> {
  const [row] = await tx
    .update(compPointBalances)
    .set({ chargeableMicro: sql`${compPointBalances.chargeableMicro} - ${micro}`, updatedAt: at })
    .where(eq(compPointBalances.userId, userId))
    .returning({
      chargeableMicro: compPointBalances.chargeableMicro,
      persistentMicro: compPointBalances.persistentMicro,
    });
  return row!;
}

export async function listCards(db: Db): Promise<CardRow[]> {
  return db
    .select()
    .from(compShopCards)
    .where(eq(compShopCards.active, true))
    .orderBy(asc(compShopCards.position), asc(compShopCards.id));
}

export async function findCardByGroup(db: Db, groupKey: string): Promise<CardRow | undefined> {
  const [row] = await db.select().from(compShopCards).where(eq(compShopCards.groupKey, groupKey));
  return row;
}

export async function findExchangeByKey(
  db: Db,
  userId: number,
  key: string,
): Promise<ExchangeRow | undefined> {
  const [row] = await db
    .select()
    .from(compExchanges)
    .where(and(eq(compExchanges.userId, userId), eq(compExchanges.idempotencyKey, key)));
  return row;
}

export async function insertExchange(tx: Db, row: typeof compExchanges.$inferInsert): Promise<ExchangeRow> {
  const [inserted] = await tx.insert(compExchanges).values(row).returning();
  return inserted!;
}

export async function recordExchangeResult(
  tx: Db,
  id: number,
  giftId: number | null,
  lootboxIds: number[],
): Promise<ExchangeRow> {
  const [row] = await tx
    .update(compExchanges)
    .set({ giftId, lootboxIds })
    .where(eq(compExchanges.id, id))
    .returning();
  return row!;
}

/** Every earn rate replaced at once (a half-written table would earn wrong). */
export async function replaceEarnRates(db: Db, rows: (typeof compPointEarnRates.$inferInsert)[]) {
  return db.transaction(async (tx) => {
    await tx.delete(compPointEarnRates);
    if (rows.length === 0) return [];
    return tx.insert(compPointEarnRates).values(rows).returning();
  });
}

export async function listAllCards(db: Db): Promise<CardRow[]> {
  return db.select().from(compShopCards).orderBy(asc(compShopCards.position), asc(compShopCards.id));
}

export async function insertCard(db: Db, row: typeof compShopCards.$inferInsert): Promise<CardRow> {
  const [card] = await db.insert(compShopCards).values(row).returning();
  return card!;
}

export async function updateCard(db: Db, id: number, row: typeof compShopCards.$inferInsert) {
  const [card] = await db.update(compShopCards).set(row).where(eq(compShopCards.id, id)).returning();
  return card;
}

/** Records an adjustment once per key: undefined when the key was seen before. */
export async function insertAdjustment(tx: Db, row: typeof compPointAdjustments.$inferInsert) {
  const [inserted] = await tx.insert(compPointAdjustments).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Adds (or takes) points on the locked balance. */
export async function adjustPoints(
  tx: Db,
  userId: number,
  chargeableMicro: number,
  persistentMicro: number,
  at: Date,
): Promise<PointBalance> {
  const [row] = await tx
    .update(compPointBalances)
    .set({
      chargeableMicro: sql`${compPointBalances.chargeableMicro} + ${chargeableMicro}`,
      persistentMicro: sql`${compPointBalances.persistentMicro} + ${persistentMicro}`,
      updatedAt: at,
    })
    .where(eq(compPointBalances.userId, userId))
    .returning({
      chargeableMicro: compPointBalances.chargeableMicro,
      persistentMicro: compPointBalances.persistentMicro,
    });
  return row!;
}
