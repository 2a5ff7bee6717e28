import { and, desc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameSessions, games, houseRounds, sharedRounds } from '../../db/schema/index.ts';

export type SharedRoundRow = typeof sharedRounds.$inferSelect;

export const latestSharedRound = async (db: Db, gameId: number) =>
  (
    await db
      .select()
      .from(sharedRounds)
      .where(eq(sharedRounds.gameId, gameId))
      .orderBy(desc(sharedRounds.number))
      .limit(1)
  )[0];

/** Inserts the next round unless another node did first; the round with that number either way. */
export async function insertSharedRound(db: Db, values: typeof sharedRounds.$inferInsert) {
  await db.insert(sharedRounds).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(sharedRounds)
    .where(and(eq(sharedRounds.gameId, values.gameId), eq(sharedRounds.number, values.number)));
  return row!;
}

export const findSharedRound = async (db: Db, id: number) =>
  (await db.select().from(sharedRounds).where(eq(sharedRounds.id, id)).limit(1))[0];

/** Rounds whose outcome is public now and whose bets are not settled yet. */
export const dueSharedRounds = (db: Db, now: Date) =>
  db
    .select()
    .from(sharedRounds)
    .where(and(isNull(sharedRounds.settledAt), lte(sharedRounds.endsAt, now)))
    .orderBy(sharedRounds.endsAt)
    .limit(50);

/** Marks a round settled; false when another node already did. */
export async function claimSettlement(db: Db, id: number, now: Date) {
  const rows = await db
    .update(sharedRounds)
    .set({ settledAt: now })
    .where(and(eq(sharedRounds.id, id), isNull(sharedRounds.settledAt)))
    .returning({ id: sharedRounds.id });
  return rows.length > 0;
}

/**
 * Inserts a bet in a shared round still taking bets (not settled, betting open at `now`), holding
 * the round's row while it does: a settlement's claim waits for the bet, then its second pass sees
 * it (see settleSharedRound). Undefined when the round no longer takes bets.
 */
export async function insertSharedBet(
  db: Db,
  values: typeof houseRounds.$inferInsert & { sharedRoundId: number },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: sharedRounds.id })
      .from(sharedRounds)
      .where(
        and(
          eq(sharedRounds.id, values.sharedRoundId),
          isNull(sharedRounds.settledAt),
          gt(sharedRounds.bettingClosesAt, now),
        ),
      )
      .for('share');
    if (!open) return undefined;
    const [row] = await tx.insert(houseRounds).values(values).returning();
    return row;
  });
}

export const openBetsOf = (db: Db, sharedRoundId: number) =>
  db
    .select()
    .from(houseRounds)
    .where(and(eq(houseRounds.sharedRoundId, sharedRoundId), eq(houseRounds.status, 'open')));

export const betsOfSession = (db: Db, sessionId: number, sharedRoundId: number) =>
  db
    .select()
    .from(houseRounds)
    .where(and(eq(houseRounds.sessionId, sessionId), eq(houseRounds.sharedRoundId, sharedRoundId)))
    .orderBy(houseRounds.id);

/** Closes a shared bet with its payout unless it is closed already (cash-out vs settlement race). */
export async function closeSharedBet(db: Db, id: number, payout: number, state: unknown, now: Date) {
  const [row] = await db
    .update(houseRounds)
    .set({ status: 'closed', payoutCents: payout, state, finishedAt: now })
    .where(and(eq(houseRounds.id, id), eq(houseRounds.status, 'open')))
    .returning();
  return row;
}

/** Shared-round games someone opened lately: their tables keep dealing rounds. */
export async function watchedSharedGames(db: Db, engines: string[], since: Date) {
  return db
    .selectDistinct({
      id: games.id,
      identifier: games.identifier,
      title: games.title,
      engine: games.engine,
      variant: games.variant,
    })
    .from(gameSessions)
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .where(and(inArray(games.engine, engines), gt(gameSessions.createdAt, since)));
}

export const sessionsOfBets = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select().from(gameSessions).where(inArray(gameSessions.id, ids));

/** Real rounds closed but whose win never reached the wallet (a crash between the two). */
export const unsettledRealRounds = (db: Db, before: Date) =>
  db
    .select()
    .from(houseRounds)
    .where(
      and(
        eq(houseRounds.status, 'closed'),
        eq(houseRounds.walletSettled, false),
        eq(houseRounds.mode, 'real'),
        lte(houseRounds.finishedAt, before),
      ),
    )
    .limit(100);

export const findSession = async (db: Db, id: number) =>
  (await db.select().from(gameSessions).where(eq(gameSessions.id, id)).limit(1))[0];
