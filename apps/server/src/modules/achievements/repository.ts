import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { achievementProgress, playerAchievements, tournamentPlayers } from '../../db/schema/index.ts';
import type { Movement, Progress } from './progress.ts';

export type ProgressRow = typeof achievementProgress.$inferSelect;
export type AchievementRow = typeof playerAchievements.$inferSelect;

/** Locks the player's progress row (made empty on first use): checks of one player run one at a time. */
export async function lockProgress(tx: Db, userId: number, at: Date): Promise<ProgressRow> {
  await tx.insert(achievementProgress).values({ userId, updatedAt: at }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(achievementProgress)
    .where(eq(achievementProgress.userId, userId))
    .for('update');
  return row!;
}

export async function findProgress(db: Db, userId: number): Promise<ProgressRow | undefined> {
  const [row] = await db.select().from(achievementProgress).where(eq(achievementProgress.userId, userId));
  return row;
}

export async function saveProgress(tx: Db, userId: number, progress: Progress, through: number, at: Date) {
  await tx
    .update(achievementProgress)
    .set({ ...progress, throughTransactionId: through, updatedAt: at })
    .where(eq(achievementProgress.userId, userId));
}

/**
 * The player's wallet transactions after `afterId`, in order (the user index), at most `limit`;
 * a closing win carries its round's wins and stakes.
 */
export async function movementsAfter(
  tx: Db,
  userId: number,
  afterId: number,
  limit: number,
): Promise<Array<Movement & { id: number }>> {
  const rows = await queryPrepared<{
    id: string | number;
    kind: string;
    game: string | null;
    round_bet: string | number | null;
    round_win: string | number | null;
  }>(
    tx,
    sql`select w.id, w.kind, w.game,
        case when w.kind = 'win' and w.close_round then r.bet_real_cents + r.bet_bonus_cents end as round_bet,
        case when w.kind = 'win' and w.close_round then (
          select coalesce(sum(x.amount_cents), 0) from wallet_transactions x
          where x.provider_key = w.provider_key and x.round_id = w.round_id and x.kind = 'win' and x.status = 'ok'
        ) end as round_win
      from wallet_transactions w
      left join wallet_rounds r on w.kind = 'win' and w.close_round
        and r.provider_key = w.provider_key and r.round_id = w.round_id
      where w.user_id = ${userId} and w.id > ${afterId} and w.status = 'ok'
      order by w.id
      limit ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    game: r.game,
    ...(r.round_bet === null
      ? {}
      : { closedRound: { betCents: Number(r.round_bet), winCents: Number(r.round_win ?? 0) } }),
  }));
}

/** Tournaments that ended with the player placed. */
export async function countPlacedTournaments(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tournamentPlayers)
    .where(and(eq(tournamentPlayers.userId, userId), isNotNull(tournamentPlayers.awardPlace)));
  return Number(row?.n ?? 0);
}

export async function listAchievements(db: Db, userId: number): Promise<AchievementRow[]> {
  return db.select().from(playerAchievements).where(eq(playerAchievements.userId, userId));
}

/** Records a badge level reached; answers the row only when it rose (so it is announced once). */
export async function raiseAchievement(
  tx: Db,
  userId: number,
  badge: string,
  level: number,
  at: Date,
): Promise<AchievementRow | undefined> {
  const [row] = await tx
    .insert(playerAchievements)
    .values({ userId, badge, level, reachedAt: at })
    .onConflictDoUpdate({
      target: [playerAchievements.userId, playerAchievements.badge],
      set: { level, reachedAt: at },
      setWhere: sql`${playerAchievements.level} < ${level}`,
    })
    .returning();
  return row;
}
