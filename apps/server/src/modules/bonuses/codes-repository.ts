import type { BonusCodesQuery } from '@orbit/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, like, max, min, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bonusCodeBatches, bonusCodes, jobLeases, playerBonuses } from '../../db/schema/index.ts';
import { orderOf } from '../../lib/operator-sort.ts';

export type CodeBatchRow = typeof bonusCodeBatches.$inferSelect;
export type GeneratedCodeRow = typeof bonusCodes.$inferSelect;

/** Rows a single insert carries (4 parameters each, far below PostgreSQL's 65,535). */
const INSERT_CHUNK = 1_000;

/**
 * Inserts a batch, or nothing when the offer already has a batch of its idempotency key (the unique
 * index decides: a parallel insert of the same key waits for the first one's transaction, then
 * finds it). Answers the new row, or undefined for a repeat.
 */
export async function insertCodeBatch(
  tx: Db,
  batch: { offerId: number; count: number; prefix: string; idempotencyKey: string | null; createdAt: Date },
): Promise<CodeBatchRow | undefined> {
  const [row] = await tx.insert(bonusCodeBatches).values(batch).onConflictDoNothing().returning();
  return row;
}

/** The offer's batch of an idempotency key, with how many of its codes were used. */
export async function findCodeBatchByKey(db: Db, offerId: number, idempotencyKey: string) {
  const [batch] = await db
    .select()
    .from(bonusCodeBatches)
    .where(and(eq(bonusCodeBatches.offerId, offerId), eq(bonusCodeBatches.idempotencyKey, idempotencyKey)))
    .limit(1);
  if (!batch) return undefined;
  const [used] = await db
    .select({ used: count() })
    .from(bonusCodes)
    .where(and(eq(bonusCodes.batchId, batch.id), isNotNull(bonusCodes.usedAt)));
  return { ...batch, used: used?.used ?? 0 };
}

/**
 * Inserts the codes that are not taken yet (the unique index decides, so parallel batches never
 * share a code); answers how many went in.
 */
export async function insertCodes(
  tx: Db,
  batch: CodeBatchRow,
  codes: readonly string[],
  createdAt: Date,
): Promise<number> {
  let inserted = 0;
  for (let from = 0; from < codes.length; from += INSERT_CHUNK) {
    const rows = codes.slice(from, from + INSERT_CHUNK).map((code) => ({
      batchId: batch.id,
      offerId: batch.offerId,
      code,
      createdAt,
    }));
    const done = await tx
      .insert(bonusCodes)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: bonusCodes.id });
    inserted += done.length;
  }
  return inserted;
}

export async function findGeneratedCode(db: Db, code: string): Promise<GeneratedCodeRow | undefined> {
  const [row] = await db.select().from(bonusCodes).where(eq(bonusCodes.code, code)).limit(1);
  return row;
}

/**
 * Claims an unused code for a player in one statement: true when this call took it. A parallel
 * claim waits for this row's lock and then finds it used.
 */
export async function claimGeneratedCode(tx: Db, id: number, userId: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(bonusCodes)
    .set({ usedBy: userId, usedAt: at })
    .where(and(eq(bonusCodes.id, id), isNull(bonusCodes.usedAt)))
    .returning({ id: bonusCodes.id });
  return rows.length > 0;
}

export async function setGeneratedCodeGift(tx: Db, id: number, giftId: number): Promise<void> {
  await tx.update(bonusCodes).set({ giftId }).where(eq(bonusCodes.id, id));
}

/** The offer's batches, newest first, each with how many of its codes were used. */
export async function listCodeBatches(db: Db, offerId: number) {
  const batches = await db
    .select()
    .from(bonusCodeBatches)
    .where(eq(bonusCodeBatches.offerId, offerId))
    .orderBy(desc(bonusCodeBatches.id))
    .limit(200);
  if (batches.length === 0) return [];
  const used = await db
    .select({ batchId: bonusCodes.batchId, used: count() })
    .from(bonusCodes)
    .where(
      and(
        inArray(
          bonusCodes.batchId,
          batches.map((b) => b.id),
        ),
        isNotNull(bonusCodes.usedAt),
      ),
    )
    .groupBy(bonusCodes.batchId);
  const usedOf = new Map(used.map((row) => [row.batchId, row.used]));
  return batches.map((batch) => ({ ...batch, used: usedOf.get(batch.id) ?? 0 }));
}

export interface CodeFilter {
  offerId: number;
  batchId?: number | undefined;
  status?: 'unused' | 'used' | undefined;
}

const whereOf = (filter: CodeFilter) =>
  and(
    eq(bonusCodes.offerId, filter.offerId),
    filter.batchId === undefined ? undefined : eq(bonusCodes.batchId, filter.batchId),
    filter.status === undefined
      ? undefined
      : filter.status === 'used'
        ? isNotNull(bonusCodes.usedAt)
        : isNull(bonusCodes.usedAt),
  );

/** The codes list's sortable columns (contract `BonusCodesQuery.sort`). */
const CODES_SORT = { id: bonusCodes.id, used_at: bonusCodes.usedAt };

/** One page of an offer's codes, in the order they were made or of `sort`. */
export async function listCodes(
  db: Db,
  filter: CodeFilter,
  page: number,
  perPage: number,
  sort: BonusCodesQuery['sort'] = 'id',
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bonusCodes)
      .where(whereOf(filter))
      .orderBy(...orderOf(sort, CODES_SORT, bonusCodes.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(bonusCodes).where(whereOf(filter)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Every code of the filter, `size` at a time after `afterId` (the CSV export streams them). */
export async function listCodesAfter(db: Db, filter: CodeFilter, afterId: number, size: number) {
  return db
    .select()
    .from(bonusCodes)
    .where(and(whereOf(filter), sql`${bonusCodes.id} > ${afterId}`))
    .orderBy(asc(bonusCodes.id))
    .limit(size);
}

/**
 * What a cashback offer paid per period and currency (its gifts' source keys name the period:
 * `cashback:<offer>:<period start>:<player>:<currency>`), latest periods first.
 */
export async function cashbackPeriodsOf(db: Db, offerId: number, periods: number) {
  const period = sql<string>`split_part(${playerBonuses.sourceKey}, ':', 3)`;
  return db
    .select({
      period,
      currency: playerBonuses.currency,
      gifts: count(),
      amountCents: sum(playerBonuses.amountCents).mapWith(Number),
      firstAt: min(playerBonuses.createdAt),
      lastAt: max(playerBonuses.createdAt),
    })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.offerId, offerId), like(playerBonuses.sourceKey, `cashback:${offerId}:%`)))
    .groupBy(period, playerBonuses.currency)
    .orderBy(desc(period), asc(playerBonuses.currency))
    .limit(periods * 20);
}

/** The scheduled job's lease: when its last pass started and ended, when the next is due. */
export async function jobLeaseOf(db: Db, name: string) {
  const [row] = await db.select().from(jobLeases).where(eq(jobLeases.name, name)).limit(1);
  return row;
}
