import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  currencies,
  gameCurrencies,
  gameSessions,
  games,
  houseRounds,
  playedGames,
  playerBonuses,
  producers,
  users,
} from '../../db/schema/index.ts';

export type GameSessionRow = typeof gameSessions.$inferSelect;
export type HouseRoundRow = typeof houseRounds.$inferSelect;

/** What launching and playing need of a game. */
export async function findPlayableGame(db: Db, identifier: string) {
  const [game] = await db
    .select({
      id: games.id,
      identifier: games.identifier,
      producer: games.producer,
      title: games.title,
      engine: games.engine,
      variant: games.variant,
      rtp: games.rtp,
      hasDemo: games.hasDemo,
      // The producer's restrictions and the game's own (the back office sets both).
      restrictedCountries: sql<string[]>`${producers.restrictedCountries} || ${games.restrictedCountries}`,
    })
    .from(games)
    .innerJoin(producers, eq(producers.slug, games.producer))
    // A game or producer the back office switched off does not open.
    .where(and(eq(games.identifier, identifier), eq(games.enabled, true), eq(producers.enabled, true)))
    .limit(1);
  return game;
}
export type PlayableGame = NonNullable<Awaited<ReturnType<typeof findPlayableGame>>>;

export const findGameById = async (db: Db, id: number) =>
  (await db.select().from(games).where(eq(games.id, id)).limit(1))[0];

/** Whether the game takes real money in `currency`: listed for it, or any crypto currency. */
export async function gameTakesCurrency(db: Db, gameId: number, currency: string): Promise<boolean> {
  const [row] = await db
    .select({ listed: gameCurrencies.id, fiat: currencies.fiat })
    .from(currencies)
    .leftJoin(
      gameCurrencies,
      and(eq(gameCurrencies.gameId, gameId), eq(gameCurrencies.currency, currencies.code)),
    )
    .where(eq(currencies.code, currency))
    .limit(1);
  return !!row && (row.listed !== null || !row.fiat);
}

export async function insertSession(db: Db, values: typeof gameSessions.$inferInsert) {
  const [row] = await db.insert(gameSessions).values(values).returning();
  return row!;
}

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: gameSessions, game: games })
    .from(gameSessions)
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .where(and(eq(gameSessions.tokenHash, tokenHash), gt(gameSessions.expiresAt, now)))
    .limit(1);
  return row;
}

/** Takes `amount` of a demo session's FUN if it has that much; the new balance, or undefined. */
export async function debitDemo(db: Db, sessionId: number, amount: number) {
  const [row] = await db
    .update(gameSessions)
    .set({ demoBalanceCents: sql`${gameSessions.demoBalanceCents} - ${amount}` })
    .where(and(eq(gameSessions.id, sessionId), sql`${gameSessions.demoBalanceCents} >= ${amount}`))
    .returning({ balance: gameSessions.demoBalanceCents });
  return row?.balance ?? undefined;
}

export async function creditDemo(db: Db, sessionId: number, amount: number) {
  const [row] = await db
    .update(gameSessions)
    .set({ demoBalanceCents: sql`${gameSessions.demoBalanceCents} + ${amount}` })
    .where(eq(gameSessions.id, sessionId))
    .returning({ balance: gameSessions.demoBalanceCents });
  return row?.balance ?? 0;
}

/** The unfinished round of a solo game: a real player's in any session of the game, a demo session's own. */
export async function findOpenRound(db: Db, session: GameSessionRow) {
  const owner =
    session.mode === 'real' && session.userId !== null
      ? and(eq(houseRounds.userId, session.userId), eq(houseRounds.mode, 'real'))
      : eq(houseRounds.sessionId, session.id);
  const [round] = await db
    .select()
    .from(houseRounds)
    .where(
      and(
        owner,
        eq(houseRounds.gameId, session.gameId),
        eq(houseRounds.status, 'open'),
        sql`${houseRounds.sharedRoundId} is null`,
      ),
    )
    .orderBy(desc(houseRounds.id))
    .limit(1);
  return round;
}

export async function insertRound(db: Db, values: typeof houseRounds.$inferInsert) {
  const [row] = await db.insert(houseRounds).values(values).returning();
  return row!;
}

export const findRound = async (db: Db, id: number) =>
  (await db.select().from(houseRounds).where(eq(houseRounds.id, id)).limit(1))[0];

/**
 * Writes a step of a round if nobody wrote one since it was read (`actionsBefore` actions): the
 * compare-and-set that keeps two simultaneous actions from both applying. A step paid for applies
 * only under its own claim (`claim`, its debit's action id); any other only while none is held.
 */
export async function updateRoundIfUnchanged(
  db: Db,
  id: number,
  actionsBefore: number,
  claim: string | null,
  set: Partial<typeof houseRounds.$inferInsert>,
) {
  const [row] = await db
    .update(houseRounds)
    .set({ ...set, pendingBet: null, pendingUntil: null })
    .where(
      and(
        eq(houseRounds.id, id),
        eq(houseRounds.status, 'open'),
        sql`jsonb_array_length(${houseRounds.actions}) = ${actionsBefore}`,
        claim === null ? isNull(houseRounds.pendingBet) : eq(houseRounds.pendingBet, claim),
        isNull(houseRounds.abandonedBet),
      ),
    )
    .returning();
  return row;
}

/**
 * Claims the next step of an open round (`actionsBefore` actions so far) for its debit, `bet`
 * being the debit's action id, until `until`: false when a step or another claim came first.
 */
export async function claimStep(db: Db, id: number, actionsBefore: number, bet: string, until: Date) {
  const rows = await db
    .update(houseRounds)
    .set({ pendingBet: bet, pendingUntil: until })
    .where(
      and(
        eq(houseRounds.id, id),
        eq(houseRounds.status, 'open'),
        sql`jsonb_array_length(${houseRounds.actions}) = ${actionsBefore}`,
        isNull(houseRounds.pendingBet),
        isNull(houseRounds.abandonedBet),
      ),
    )
    .returning({ id: houseRounds.id });
  return rows.length > 0;
}

/** Gives back a claim whose debit the wallet refused (no money moved): the round is as it was. */
export const releaseClaim = (db: Db, id: number, bet: string) =>
  db
    .update(houseRounds)
    .set({ pendingBet: null, pendingUntil: null })
    .where(and(eq(houseRounds.id, id), eq(houseRounds.pendingBet, bet)));

/**
 * Takes a claim back (expired by `now` when given): its step can no longer apply, and its debit
 * is left to roll back (`abandoned_bet`); the step's next debit gets a fresh action id. False
 * when the claim is gone or still live.
 */
export async function abandonClaim(db: Db, id: number, bet: string, now?: Date) {
  const rows = await db
    .update(houseRounds)
    .set({
      pendingBet: null,
      pendingUntil: null,
      abandonedBet: bet,
      abandonedSteps: sql`${houseRounds.abandonedSteps} + 1`,
    })
    .where(
      and(
        eq(houseRounds.id, id),
        eq(houseRounds.pendingBet, bet),
        isNull(houseRounds.abandonedBet),
        now ? lte(houseRounds.pendingUntil, now) : undefined,
      ),
    )
    .returning({ id: houseRounds.id });
  return rows.length > 0;
}

/** The abandoned step's debit is rolled back: the round takes steps again. */
export const clearAbandoned = (db: Db, id: number, bet: string) =>
  db
    .update(houseRounds)
    .set({ abandonedBet: null })
    .where(and(eq(houseRounds.id, id), eq(houseRounds.abandonedBet, bet)));

export const markWalletSettled = (db: Db, id: number) =>
  db.update(houseRounds).set({ walletSettled: true }).where(eq(houseRounds.id, id));

export async function touchPlayedGame(db: Db, userId: number, gameId: number, at: Date) {
  await db
    .insert(playedGames)
    .values({ userId, gameId, lastActivityAt: at })
    .onConflictDoUpdate({ target: [playedGames.userId, playedGames.gameId], set: { lastActivityAt: at } });
}

export const findUserName = async (db: Db, userId: number) =>
  (
    await db.select({ nickname: users.nickname, email: users.email }).from(users).where(eq(users.id, userId))
  )[0];

/** What the frame shows of a free-spins gift: its spins, whether it ended and what its spins won. */
export async function findFreeSpinsGift(db: Db, giftId: number) {
  const [row] = await db
    .select({
      total: playerBonuses.freespinsTotal,
      stage: playerBonuses.stage,
      winCents: playerBonuses.freespinsWinCents,
    })
    .from(playerBonuses)
    .where(eq(playerBonuses.id, giftId))
    .limit(1);
  return row;
}
