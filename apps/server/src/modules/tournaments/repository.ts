import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { tournamentPlayers, tournamentPrizes, tournaments } from '../../db/schema/index.ts';

export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentInsert = typeof tournaments.$inferInsert;
export type PrizeRow = typeof tournamentPrizes.$inferSelect;
export type PlayerRow = typeof tournamentPlayers.$inferSelect;

/** Tournaments whose prizes are not all paid yet (the running, the upcoming, the ending). */
export async function listUnfinished(db: Db): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(isNull(tournaments.finishedAt))
    .orderBy(asc(tournaments.startAt));
}

/** The tournaments a list shows: not finished, or finished since `since`. */
export async function listSince(db: Db, since: Date): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(or(isNull(tournaments.finishedAt), gt(tournaments.endAt, since)))
    .orderBy(asc(tournaments.startAt), asc(tournaments.id));
}

/** One page of every tournament, the latest start first (the back office's list). */
export async function listTournamentsPage(db: Db, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tournaments)
      .orderBy(desc(tournaments.startAt), desc(tournaments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(tournaments),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Ended tournaments, newest first (`/api/tournaments/recent`, the archive). */
export async function listEnded(db: Db, now: Date, limit: number): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(lte(tournaments.endAt, now))
    .orderBy(desc(tournaments.endAt), desc(tournaments.id))
    .limit(limit);
}

/** Ended tournaments whose prizes are not all paid. */
export async function listEndedUnpaid(db: Db, now: Date): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(and(isNull(tournaments.finishedAt), lte(tournaments.endAt, now)));
}

export async function findTournament(db: Db, id: number): Promise<TournamentRow | undefined> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  return row;
}

export async function findTournamentBySlug(db: Db, slug: string): Promise<TournamentRow | undefined> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.slug, slug));
  return row;
}

export async function listPrizes(db: Db, ids: number[]): Promise<PrizeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(tournamentPrizes)
    .where(inArray(tournamentPrizes.tournamentId, ids))
    .orderBy(asc(tournamentPrizes.tournamentId), asc(tournamentPrizes.awardPlace));
}

/** Ranking order: the score, then who reached it first, then who joined first. */
export const compareRank = (a: PlayerRow, b: PlayerRow) =>
  a.tournamentId - b.tournamentId ||
  b.score - a.score ||
  a.reachedAt.getTime() - b.reachedAt.getTime() ||
  a.userId - b.userId;

/** The leaders of several tournaments at once: the first `limit` of each, best first. */
export async function listLeadersOf(db: Db, tournamentIds: number[], limit: number): Promise<PlayerRow[]> {
  if (tournamentIds.length === 0) return [];
  const rows = await queryPrepared<Record<string, unknown>>(
    db,
    // One index range per tournament (tournament_players_rank_idx), however many players it has.
    sql`select p.* from unnest(${`{${tournamentIds.join(',')}}`}::int[]) as ids(id)
      cross join lateral (
        select * from tournament_players
        where tournament_id = ids.id and score > 0
        order by score desc, reached_at asc, user_id asc
        limit ${limit}
      ) p`,
  );
  return rows.map(playerFromRaw).sort(compareRank);
}

export async function findPlayer(
  db: Db,
  tournamentId: number,
  userId: number,
): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(tournamentPlayers)
    .where(and(eq(tournamentPlayers.tournamentId, tournamentId), eq(tournamentPlayers.userId, userId)));
  return row;
}

export async function listPlayerRows(db: Db, userId: number): Promise<PlayerRow[]> {
  return db.select().from(tournamentPlayers).where(eq(tournamentPlayers.userId, userId));
}

/**
 * A player's place on the live leaderboard: one more than the players ahead (a higher score, or
 * the same reached earlier). Null while they have no score.
 */
export async function placeOf(db: Db, row: PlayerRow): Promise<number | null> {
  if (row.score <= 0) return null;
  const [ahead] = await queryPrepared<{ n: string | number }>(
    db,
    sql`select count(*) as n from tournament_players
      where tournament_id = ${row.tournamentId}
        and (score > ${row.score}
          or (score = ${row.score} and (reached_at < ${row.reachedAt.toISOString()}::timestamptz
            or (reached_at = ${row.reachedAt.toISOString()}::timestamptz and user_id < ${row.userId}))))`,
  );
  return Number(ahead?.n ?? 0) + 1;
}

/**
 * Joins (or confirms) a player: the row is made with their nickname, or its confirmation set.
 * Answers the row.
 */
export async function confirmPlayer(
  db: Db,
  tournamentId: number,
  userId: number,
  nickname: string,
  at: Date,
): Promise<PlayerRow> {
  const [row] = await db
    .insert(tournamentPlayers)
    .values({ tournamentId, userId, nickname, confirmedAt: at, reachedAt: at })
    .onConflictDoUpdate({
      target: [tournamentPlayers.tournamentId, tournamentPlayers.userId],
      set: { confirmedAt: sql`coalesce(${tournamentPlayers.confirmedAt}, excluded.confirmed_at)` },
    })
    .returning();
  return row!;
}

/**
 * Takes back what a rolled-back bet added to its tournaments, once (its entries deleted). A best
 * rate stays: only wins set it, and a rollback undoes a bet. Answers the rows as they are now.
 */
export async function takeBackEntries(tx: Db, transactionId: number): Promise<PlayerRow[]> {
  const rows = await queryPrepared<Record<string, unknown>>(
    tx,
    sql`with e as (
      delete from tournament_entries where transaction_id = ${transactionId}
      returning tournament_id, user_id, bet_cents, win_cents, games, score
    )
    update tournament_players p set
      bet_cents = greatest(0, p.bet_cents - e.bet_cents),
      win_cents = greatest(0, p.win_cents - e.win_cents),
      games_taken = greatest(0, p.games_taken - e.games),
      score = greatest(0, p.score - e.score)
    from e
    where p.tournament_id = e.tournament_id and p.user_id = e.user_id
    returning p.*`,
  );
  return rows.map(playerFromRaw);
}

/** A tournament_players row as raw SQL returns it (snake case, bigints as strings). */
export function playerFromRaw(r: Record<string, unknown>): PlayerRow {
  const time = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return {
    tournamentId: Number(r.tournament_id),
    userId: Number(r.user_id),
    nickname: String(r.nickname),
    confirmedAt: time(r.confirmed_at),
    betCents: Number(r.bet_cents),
    winCents: Number(r.win_cents),
    gamesTaken: Number(r.games_taken),
    bestRateMicro: Number(r.best_rate_micro),
    score: Number(r.score),
    reachedAt: time(r.reached_at) ?? new Date(0),
    awardPlace: r.award_place === null || r.award_place === undefined ? null : Number(r.award_place),
  };
}

/**
 * The end's ranking, written once: every scored player's place in rank order (a second call finds
 * them placed and changes nothing). Answers the placed rows that have a prize, in place order.
 */
export async function rankPlayers(tx: Db, tournamentId: number): Promise<PlayerRow[]> {
  await tx.execute(
    sql`update tournament_players p set award_place = ranked.place
      from (
        select user_id, row_number() over (order by score desc, reached_at asc, user_id asc) as place
        from tournament_players where tournament_id = ${tournamentId} and score > 0
      ) ranked
      where p.tournament_id = ${tournamentId} and p.user_id = ranked.user_id and p.award_place is null`,
  );
  return placedWithPrize(tx, tournamentId);
}

async function placedWithPrize(tx: Db, tournamentId: number): Promise<PlayerRow[]> {
  return tx
    .select(getTableColumns(tournamentPlayers))
    .from(tournamentPlayers)
    .innerJoin(
      tournamentPrizes,
      and(
        eq(tournamentPrizes.tournamentId, tournamentPlayers.tournamentId),
        eq(tournamentPrizes.awardPlace, tournamentPlayers.awardPlace),
      ),
    )
    .where(eq(tournamentPlayers.tournamentId, tournamentId))
    .orderBy(asc(tournamentPlayers.awardPlace));
}

export async function markFinished(db: Db, tournamentId: number, at: Date) {
  await db
    .update(tournaments)
    .set({ finishedAt: at })
    .where(and(eq(tournaments.id, tournamentId), isNull(tournaments.finishedAt)));
}

export async function insertTournament(tx: Db, row: TournamentInsert): Promise<TournamentRow> {
  const [inserted] = await tx.insert(tournaments).values(row).returning();
  return inserted!;
}

export async function updateTournament(tx: Db, id: number, row: TournamentInsert) {
  const [updated] = await tx.update(tournaments).set(row).where(eq(tournaments.id, id)).returning();
  return updated;
}

export async function replacePrizes(
  tx: Db,
  tournamentId: number,
  prizes: (typeof tournamentPrizes.$inferInsert)[],
) {
  await tx.delete(tournamentPrizes).where(eq(tournamentPrizes.tournamentId, tournamentId));
  if (prizes.length > 0) await tx.insert(tournamentPrizes).values(prizes);
}
