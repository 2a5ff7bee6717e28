import { and, desc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bonusOffers, lootboxes } from '../../db/schema/index.ts';

export type LootboxRow = typeof lootboxes.$inferSelect;

/** Most boxes one list answers (the newest): a player holds a handful. */
const LIST_LIMIT = 200;

/** The player's boxes that may be shown (expired ones never are), newest first. */
export async function listPlayerLootboxes(db: Db, userId: number): Promise<LootboxRow[]> {
  return db
    .select()
    .from(lootboxes)
    .where(and(eq(lootboxes.userId, userId), ne(lootboxes.stage, 'expired')))
    .orderBy(desc(lootboxes.id))
    .limit(LIST_LIMIT);
}

export async function findLootbox(db: Db, id: number): Promise<LootboxRow | undefined> {
  const [row] = await db.select().from(lootboxes).where(eq(lootboxes.id, id));
  return row;
}

export async function findLootboxBySource(db: Db, sourceKey: string): Promise<LootboxRow | undefined> {
  const [row] = await db.select().from(lootboxes).where(eq(lootboxes.sourceKey, sourceKey));
  return row;
}

/** The box under a row lock, inside the opening's wallet transaction (account first, then the box). */
export async function lockLootbox(tx: Db, id: number): Promise<LootboxRow | undefined> {
  const [row] = await tx.select().from(lootboxes).where(eq(lootboxes.id, id)).for('update');
  return row;
}

export interface Opening {
  items: LootboxRow['items'];
  prizeItemId: number;
  giftId: number | null;
  fairPairId: number;
  nonce: number;
  activatedAt: Date;
}

/** Records the draw on an issued box; undefined when it was no longer issued. */
export async function markOpened(tx: Db, id: number, opening: Opening): Promise<LootboxRow | undefined> {
  const [row] = await tx
    .update(lootboxes)
    .set({ stage: 'activated', ...opening })
    .where(and(eq(lootboxes.id, id), eq(lootboxes.stage, 'issued')))
    .returning();
  return row;
}

/** An issued box is canceled (by the operator): once, the stage checked by the update. */
export async function cancelIfIssued(db: Db, id: number): Promise<LootboxRow | undefined> {
  const [row] = await db
    .update(lootboxes)
    .set({ stage: 'canceled' })
    .where(and(eq(lootboxes.id, id), eq(lootboxes.stage, 'issued')))
    .returning();
  return row;
}

/** An issued box past its validity becomes expired (once: the stage is checked by the update). */
export async function expireIfOverdue(db: Db, id: number, now: Date): Promise<LootboxRow | undefined> {
  const [row] = await db
    .update(lootboxes)
    .set({ stage: 'expired' })
    .where(and(eq(lootboxes.id, id), eq(lootboxes.stage, 'issued'), lte(lootboxes.validUntil, now)))
    .returning();
  return row;
}

/** Issued boxes past their validity, oldest first. */
export async function listOverdueLootboxes(db: Db, now: Date, limit: number): Promise<LootboxRow[]> {
  return db
    .select()
    .from(lootboxes)
    .where(and(eq(lootboxes.stage, 'issued'), lte(lootboxes.validUntil, now)))
    .orderBy(lootboxes.validUntil)
    .limit(limit);
}

/** The ids of the bonus offers with these group keys (the prize offers). */
export async function findOfferIds(db: Db, groupKeys: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: bonusOffers.id, groupKey: bonusOffers.groupKey })
    .from(bonusOffers)
    .where(inArray(bonusOffers.groupKey, groupKeys));
  return new Map(rows.map((row) => [row.groupKey, row.id]));
}
