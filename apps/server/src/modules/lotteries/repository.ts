import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import {
  lotteries,
  lotteryPrizes,
  lotteryTicketGrants,
  lotteryTickets,
  lotteryWinners,
  users,
} from '../../db/schema/index.ts';

export type LotteryRow = typeof lotteries.$inferSelect;
export type LotteryInsert = typeof lotteries.$inferInsert;
export type PrizeRow = typeof lotteryPrizes.$inferSelect;
export type PrizeInsert = Omit<typeof lotteryPrizes.$inferInsert, 'lotteryId'>;
export type GrantRow = typeof lotteryTicketGrants.$inferSelect;
export type WinnerRow = typeof lotteryWinners.$inferSelect;

/** The lotteries a list shows: not drawn yet, or drawn since `since`. */
export async function listLotteriesSince(db: Db, since: Date): Promise<LotteryRow[]> {
  return db
    .select()
    .from(lotteries)
    .where(or(isNull(lotteries.drawnAt), gt(lotteries.drawnAt, since)))
    .orderBy(asc(lotteries.startAt), asc(lotteries.id));
}

/** One page of every lottery, newest first (the back office's list). */
export async function listLotteriesPage(db: Db, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lotteries)
      .orderBy(desc(lotteries.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(lotteries),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findLottery(db: Db, id: number): Promise<LotteryRow | undefined> {
  const [row] = await db.select().from(lotteries).where(eq(lotteries.id, id));
  return row;
}

export async function findLotteryBySlug(db: Db, slug: string): Promise<LotteryRow | undefined> {
  const [row] = await db.select().from(lotteries).where(eq(lotteries.slug, slug));
  return row;
}

/** Locks a lottery's row: ticket numbering and the draw hold it, so they never interleave. */
export async function lockLottery(tx: Db, id: number): Promise<LotteryRow | undefined> {
  const [row] = await tx.select().from(lotteries).where(eq(lotteries.id, id)).for('update');
  return row;
}

/** Lotteries selling at `at` in a currency (a deposit's candidates). */
export async function listSelling(tx: Db, currency: string, at: Date): Promise<LotteryRow[]> {
  return tx
    .select()
    .from(lotteries)
    .where(
      and(
        eq(lotteries.currency, currency),
        lte(lotteries.startAt, at),
        gt(lotteries.endAt, at),
        isNull(lotteries.drawnAt),
      ),
    )
    .orderBy(asc(lotteries.id));
}

/** Ended lotteries not drawn yet. */
export async function listDue(db: Db, now: Date): Promise<LotteryRow[]> {
  return db
    .select()
    .from(lotteries)
    .where(and(isNull(lotteries.drawnAt), lte(lotteries.endAt, now)))
    .orderBy(asc(lotteries.endAt), asc(lotteries.id));
}

/** Drawn lotteries with prizes still to pay. */
export async function listDrawnUnfinished(db: Db): Promise<LotteryRow[]> {
  return db
    .select()
    .from(lotteries)
    .where(and(isNotNull(lotteries.drawnAt), isNull(lotteries.finishedAt)))
    .orderBy(asc(lotteries.id));
}

export async function insertLottery(db: Db, row: LotteryInsert, prizes: PrizeInsert[]): Promise<LotteryRow> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(lotteries).values(row).returning();
    const lottery = inserted!;
    await tx.insert(lotteryPrizes).values(prizes.map((prize) => ({ ...prize, lotteryId: lottery.id })));
    return lottery;
  });
}

/**
 * Changes a lottery and replaces its prizes, unless it was drawn meanwhile (its row locked, so a
 * draw waits or has happened): `drawn` then, undefined when there is no such lottery.
 */
export async function updateLottery(
  db: Db,
  id: number,
  row: Omit<LotteryInsert, 'serverSeed' | 'serverSeedHash' | 'createdAt'>,
  prizes: PrizeInsert[],
): Promise<LotteryRow | 'drawn' | undefined> {
  return db.transaction(async (tx) => {
    const locked = await lockLottery(tx, id);
    if (!locked) return undefined;
    if (locked.drawnAt) return 'drawn';
    const [updated] = await tx.update(lotteries).set(row).where(eq(lotteries.id, id)).returning();
    await tx.delete(lotteryPrizes).where(eq(lotteryPrizes.lotteryId, id));
    await tx.insert(lotteryPrizes).values(prizes.map((prize) => ({ ...prize, lotteryId: id })));
    return updated;
  });
}

export async function listPrizes(db: Db, ids: number[]): Promise<PrizeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(lotteryPrizes)
    .where(inArray(lotteryPrizes.lotteryId, ids))
    .orderBy(asc(lotteryPrizes.lotteryId), asc(lotteryPrizes.awardPlace));
}

/** How many tickets each lottery has given. */
export async function countTickets(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ lotteryId: lotteryTickets.lotteryId, count: sql<number>`count(*)::int` })
    .from(lotteryTickets)
    .where(inArray(lotteryTickets.lotteryId, ids))
    .groupBy(lotteryTickets.lotteryId);
  return new Map(rows.map((row) => [row.lotteryId, Number(row.count)]));
}

/** A player's ticket numbers in these lotteries, ascending. */
export async function listPlayerTickets(
  db: Db,
  userId: number,
  ids: number[],
): Promise<{ lotteryId: number; number: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ lotteryId: lotteryTickets.lotteryId, number: lotteryTickets.number })
    .from(lotteryTickets)
    .where(and(eq(lotteryTickets.userId, userId), inArray(lotteryTickets.lotteryId, ids)))
    .orderBy(asc(lotteryTickets.lotteryId), asc(lotteryTickets.number));
}

/** The lotteries (of these) where the player holds tickets. */
export async function lotteriesWithTicketsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ lotteryId: lotteryTickets.lotteryId })
    .from(lotteryTickets)
    .where(eq(lotteryTickets.userId, userId));
  return rows.map((row) => row.lotteryId);
}

/** What a player's public name is made of. */
export async function findNameParts(
  tx: Db,
  userId: number,
): Promise<{ nickname: string | null; email: string } | undefined> {
  const [row] = await tx
    .select({ nickname: users.nickname, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function countPlayerTickets(tx: Db, lotteryId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(lotteryTickets)
    .where(and(eq(lotteryTickets.lotteryId, lotteryId), eq(lotteryTickets.userId, userId)));
  return Number(row?.count ?? 0);
}

/** A ticket, its holder, and the name it was given under (null: from before names were kept). */
export interface TicketHolder {
  number: number;
  userId: number;
  shownAs: string | null;
  nickname: string | null;
  email: string;
}

/** Every ticket of a lottery in number order, with its holder. */
export async function listTicketHolders(db: Db, lotteryId: number): Promise<TicketHolder[]> {
  return db
    .select({
      number: lotteryTickets.number,
      userId: lotteryTickets.userId,
      shownAs: lotteryTickets.nickname,
      nickname: users.nickname,
      email: users.email,
    })
    .from(lotteryTickets)
    .innerJoin(users, eq(users.id, lotteryTickets.userId))
    .where(eq(lotteryTickets.lotteryId, lotteryId))
    .orderBy(asc(lotteryTickets.number));
}

export async function findGrant(tx: Db, lotteryId: number, sourceKey: string): Promise<GrantRow | undefined> {
  const [row] = await tx
    .select()
    .from(lotteryTicketGrants)
    .where(and(eq(lotteryTicketGrants.lotteryId, lotteryId), eq(lotteryTicketGrants.sourceKey, sourceKey)));
  return row;
}

export async function grantNumbers(db: Db, grantId: number): Promise<number[]> {
  const rows = await db
    .select({ number: lotteryTickets.number })
    .from(lotteryTickets)
    .where(eq(lotteryTickets.grantId, grantId))
    .orderBy(asc(lotteryTickets.number));
  return rows.map((row) => row.number);
}

/**
 * Writes a grant and its `count` tickets numbered on from the lottery's highest number. The
 * caller holds the lottery's row lock, so no other grant numbers meanwhile (no gaps, no twins).
 */
export async function insertGrant(
  tx: Db,
  grant: Omit<typeof lotteryTicketGrants.$inferInsert, 'id'>,
  nickname: string,
): Promise<{ grant: GrantRow; numbers: number[] }> {
  const [inserted] = await tx.insert(lotteryTicketGrants).values(grant).returning();
  const row = inserted!;
  const numbers = await queryPrepared<{ number: number }>(
    tx,
    sql`
    insert into lottery_tickets (lottery_id, number, user_id, grant_id, nickname, created_at)
    select ${row.lotteryId}::int, last.n + g, ${row.userId}::int, ${row.id}::int, ${nickname}::text,
      ${row.createdAt.toISOString()}::timestamptz
    from generate_series(1, ${row.count}::int) as g,
      (select coalesce(max(number), 0) as n from lottery_tickets where lottery_id = ${row.lotteryId}) as last
    returning number`,
  );
  return { grant: row, numbers: numbers.map((r) => Number(r.number)).sort((a, b) => a - b) };
}

/** Winners with their holders (for the prizes' nickname), of these lotteries. */
export async function listWinners(
  db: Db,
  ids: number[],
): Promise<(WinnerRow & { nickname: string | null; email: string })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ winner: lotteryWinners, nickname: users.nickname, email: users.email })
    .from(lotteryWinners)
    .innerJoin(users, eq(users.id, lotteryWinners.userId))
    .where(inArray(lotteryWinners.lotteryId, ids))
    .orderBy(asc(lotteryWinners.lotteryId), asc(lotteryWinners.awardPlace));
  return rows.map(({ winner, nickname, email }) => ({ ...winner, nickname, email }));
}

/** Records the draw: its winners, the ticket list's hash and when. */
export async function recordDraw(
  tx: Db,
  lotteryId: number,
  ticketsHash: string,
  at: Date,
  winners: { awardPlace: number; ticketNumber: number; userId: number }[],
): Promise<void> {
  if (winners.length > 0)
    await tx.insert(lotteryWinners).values(winners.map((winner) => ({ ...winner, lotteryId })));
  await tx.update(lotteries).set({ ticketsHash, drawnAt: at }).where(eq(lotteries.id, lotteryId));
}

/** Marks a place paid, once (false when it already was). */
export async function markPlacePaid(tx: Db, lotteryId: number, place: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(lotteryWinners)
    .set({ paidAt: at })
    .where(
      and(
        eq(lotteryWinners.lotteryId, lotteryId),
        eq(lotteryWinners.awardPlace, place),
        isNull(lotteryWinners.paidAt),
      ),
    )
    .returning({ place: lotteryWinners.awardPlace });
  return rows.length > 0;
}

export async function markFinished(db: Db, lotteryId: number, at: Date): Promise<void> {
  await db
    .update(lotteries)
    .set({ finishedAt: at })
    .where(and(eq(lotteries.id, lotteryId), isNull(lotteries.finishedAt)));
}
