import type { OperatorOffersQuery } from '@orbit/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import {
  bonusOffers,
  bonusWagerEntries,
  declinedBonusOffers,
  games,
  playerBonuses,
} from '../../db/schema/index.ts';
import { orderOf } from '../../lib/operator-sort.ts';

export type OfferRow = typeof bonusOffers.$inferSelect;
export type OfferInsert = typeof bonusOffers.$inferInsert;
export type GiftRow = typeof playerBonuses.$inferSelect;
export type GiftInsert = typeof playerBonuses.$inferInsert;

/** The stages a gift still lives in. */
export const LIVE_STAGES = ['issued', 'wait', 'handle_bets'] as const;

// ---------------------------------------------------------------- offers

export async function findOffer(db: Db, id: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(bonusOffers).where(eq(bonusOffers.id, id)).limit(1);
  return row;
}

export async function findOfferByCode(db: Db, code: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(bonusOffers).where(eq(bonusOffers.code, code.toUpperCase())).limit(1);
  return row;
}

/** Active offers of these triggers, in the operator's order. */
export async function listActiveOffers(db: Db, triggers: string[]): Promise<OfferRow[]> {
  return db
    .select()
    .from(bonusOffers)
    .where(and(inArray(bonusOffers.trigger, triggers), eq(bonusOffers.active, true)))
    .orderBy(asc(bonusOffers.position), asc(bonusOffers.id));
}

/** The offers list's sortable columns (contract `OperatorOffersQuery.sort`). */
const OFFERS_SORT = { id: bonusOffers.id, group_key: bonusOffers.groupKey, trigger: bonusOffers.trigger };

/**
 * One page of the offers, of a trigger, matching `q` in the key, code or English title: in the
 * order of `sort`, else the operator's (position, then id).
 */
export async function listOffersPage(
  db: Db,
  filter: { trigger?: string | undefined; q?: string | undefined },
  page: number,
  perPage: number,
  sort?: OperatorOffersQuery['sort'],
): Promise<{ rows: OfferRow[]; total: number }> {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    filter.trigger ? eq(bonusOffers.trigger, filter.trigger) : undefined,
    pattern
      ? or(
          ilike(bonusOffers.groupKey, pattern),
          ilike(bonusOffers.code, pattern),
          ilike(sql`${bonusOffers.titles}->>'en'`, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bonusOffers)
      .where(where)
      .orderBy(
        ...(sort
          ? orderOf(sort, OFFERS_SORT, bonusOffers.id)
          : [asc(bonusOffers.position), asc(bonusOffers.id)]),
      )
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(bonusOffers).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function insertOffer(db: Db, offer: OfferInsert): Promise<OfferRow> {
  const [row] = await db.insert(bonusOffers).values(offer).returning();
  if (!row) throw new Error('offer not inserted');
  return row;
}

export async function updateOffer(
  db: Db,
  id: number,
  offer: Partial<OfferInsert>,
): Promise<OfferRow | undefined> {
  const [row] = await db.update(bonusOffers).set(offer).where(eq(bonusOffers.id, id)).returning();
  return row;
}

/** Locks the offer row: its uses are counted and a new one added without a race. */
export async function lockOffer(tx: Db, id: number): Promise<void> {
  await tx.execute(sql`select id from ${bonusOffers} where id = ${id} for update`);
}

/** Gifts given from an offer, in all and to one player. */
export async function countOfferUses(tx: Db, offerId: number, userId: number) {
  const [row] = await tx
    .select({
      all: count(),
      mine: sql<number>`count(*) filter (where ${playerBonuses.userId} = ${userId})`.mapWith(Number),
    })
    .from(playerBonuses)
    .where(eq(playerBonuses.offerId, offerId));
  return { all: row?.all ?? 0, mine: row?.mine ?? 0 };
}

export async function declineOffer(db: Db, userId: number, offerId: number, at: Date) {
  await db.insert(declinedBonusOffers).values({ userId, offerId, createdAt: at }).onConflictDoNothing();
}

export async function declinedOfferIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ offerId: declinedBonusOffers.offerId })
    .from(declinedBonusOffers)
    .where(eq(declinedBonusOffers.userId, userId));
  return new Set(rows.map((row) => row.offerId));
}

// ---------------------------------------------------------------- gifts

/** Inserts a gift once per source key; undefined when that source already gave one. */
export async function insertGift(tx: Db, gift: GiftInsert): Promise<GiftRow | undefined> {
  const [row] = await tx.insert(playerBonuses).values(gift).onConflictDoNothing().returning();
  return row;
}

export async function findGift(db: Db, id: number): Promise<GiftRow | undefined> {
  const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.id, id)).limit(1);
  return row;
}

export async function findGiftBySource(db: Db, sourceKey: string): Promise<GiftRow | undefined> {
  const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.sourceKey, sourceKey)).limit(1);
  return row;
}

export async function updateGift(tx: Db, id: number, set: Partial<GiftInsert>): Promise<GiftRow> {
  const [row] = await tx.update(playerBonuses).set(set).where(eq(playerBonuses.id, id)).returning();
  if (!row) throw new Error(`gift ${id} vanished`);
  return row;
}

/** The player's gift of a kind and stage on this account, the earliest activated first. */
async function findGiftIn(
  db: Db,
  where: { userId: number; currency: string; kind: 'bonus' | 'freespins'; stage: string; game?: string },
): Promise<GiftRow | undefined> {
  const [row] = await db
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.userId, where.userId),
        eq(playerBonuses.currency, where.currency),
        eq(playerBonuses.kind, where.kind),
        eq(playerBonuses.stage, where.stage),
        where.game === undefined ? undefined : eq(playerBonuses.freespinsGame, where.game),
      ),
    )
    .orderBy(asc(playerBonuses.activatedAt), asc(playerBonuses.id))
    .limit(1);
  return row;
}

/** The bonus that wagers on this account now, if any (at most one: a unique index). */
export const findWageringGift = (tx: Db, userId: number, currency: string) =>
  findGiftIn(tx, { userId, currency, kind: 'bonus', stage: 'handle_bets' });

/** The bonus waiting longest for its turn on this account. */
export const findNextWaitingGift = (tx: Db, userId: number, currency: string) =>
  findGiftIn(tx, { userId, currency, kind: 'bonus', stage: 'wait' });

/** The free spins of a game that play now on this account, the earliest activated first. */
export const findPlayingFreeSpins = (db: Db, userId: number, currency: string, game: string) =>
  findGiftIn(db, { userId, currency, kind: 'freespins', stage: 'handle_bets', game });

/** The player's gifts of a kind: the live ones and those that ended since `since`, newest first. */
export async function listGifts(
  db: Db,
  userId: number,
  kind: 'bonus' | 'freespins',
  since: Date,
): Promise<GiftRow[]> {
  return db
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.userId, userId),
        eq(playerBonuses.kind, kind),
        or(inArray(playerBonuses.stage, [...LIVE_STAGES]), gte(playerBonuses.finishedAt, since)),
      ),
    )
    .orderBy(desc(playerBonuses.createdAt), desc(playerBonuses.id))
    .limit(200);
}

/** Live gifts past a deadline: to activate (`issued`) or to finish (`wait`, `handle_bets`). */
export async function listOverdueGifts(db: Db, now: Date, limit: number): Promise<GiftRow[]> {
  return db
    .select()
    .from(playerBonuses)
    .where(
      or(
        and(inArray(playerBonuses.stage, [...LIVE_STAGES]), lt(playerBonuses.validUntil, now)),
        and(
          eq(playerBonuses.stage, 'issued'),
          isNotNull(playerBonuses.activatableUntil),
          lt(playerBonuses.activatableUntil, now),
        ),
      ),
    )
    .orderBy(asc(playerBonuses.id))
    .limit(limit);
}

/** Wagering bonuses whose requirement is met (their conversion waits for the last open round). */
export async function listWageredGifts(db: Db, limit: number): Promise<GiftRow[]> {
  return db
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.stage, 'handle_bets'),
        eq(playerBonuses.kind, 'bonus'),
        gte(playerBonuses.wageredCents, playerBonuses.wagerRequirementCents),
      ),
    )
    .orderBy(asc(playerBonuses.id))
    .limit(limit);
}

// ---------------------------------------------------------------- wagering

/** Counts a bet towards a gift, once per bet transaction; false if this bet was counted before. */
export async function countWager(tx: Db, giftId: number, transactionId: number, cents: number, at: Date) {
  // One statement: the entry, and the gift's sum only if the entry is new.
  const rows = await queryPrepared<{ id: number }>(
    tx,
    sql`with entry as (
          insert into bonus_wager_entries (transaction_id, player_bonus_id, counted_cents, created_at)
          values (${transactionId}, ${giftId}, ${cents}, ${at.toISOString()})
          on conflict do nothing returning counted_cents)
        update player_bonuses set wagered_cents = wagered_cents + entry.counted_cents
        from entry where player_bonuses.id = ${giftId} returning player_bonuses.id`,
  );
  return rows.length > 0;
}

/** Takes back what a rolled-back bet counted (once); the gift it counted for, if any. */
export async function uncountWager(tx: Db, transactionId: number): Promise<number | undefined> {
  const [entry] = await tx
    .delete(bonusWagerEntries)
    .where(eq(bonusWagerEntries.transactionId, transactionId))
    .returning();
  if (!entry) return undefined;
  await tx
    .update(playerBonuses)
    .set({ wageredCents: sql`greatest(${playerBonuses.wageredCents} - ${entry.countedCents}, 0)` })
    .where(eq(playerBonuses.id, entry.playerBonusId));
  return entry.playerBonusId;
}

export async function findGameTitles(db: Db, identifiers: string[]): Promise<Map<string, string>> {
  if (identifiers.length === 0) return new Map();
  const rows = await db
    .select({ identifier: games.identifier, title: games.title })
    .from(games)
    .where(inArray(games.identifier, identifiers));
  return new Map(rows.map((row) => [row.identifier, row.title]));
}
