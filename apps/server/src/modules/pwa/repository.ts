import { between, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pwaDailyEvents } from '../../db/schema/index.ts';

/** One more `event` of the player on `day`: the day's row is made or counted up in one statement. */
export async function countEvent(
  db: Db,
  row: { day: string; event: string; userId: number; at: Date },
): Promise<void> {
  await db
    .insert(pwaDailyEvents)
    .values({ day: row.day, event: row.event, userId: row.userId, count: 1, lastAt: row.at })
    .onConflictDoUpdate({
      target: [pwaDailyEvents.day, pwaDailyEvents.event, pwaDailyEvents.userId],
      set: {
        count: sql`${pwaDailyEvents.count} + 1`,
        lastAt: sql`greatest(${pwaDailyEvents.lastAt}, excluded.last_at)`,
      },
    });
}

export interface DayFigures {
  day: string;
  installs: number;
  opens: number;
  players: number;
}

/** The days from `from` to `to` (both included) that had events, oldest first. */
export async function figuresByDay(db: Db, from: string, to: string): Promise<DayFigures[]> {
  const isOpen = sql`${pwaDailyEvents.event} = 'open'`;
  const rows = await db
    .select({
      day: pwaDailyEvents.day,
      installs: sql<string>`coalesce(sum(${pwaDailyEvents.count}) filter (where not ${isOpen}), 0)`,
      opens: sql<string>`coalesce(sum(${pwaDailyEvents.count}) filter (where ${isOpen}), 0)`,
      players: sql<string>`count(*) filter (where ${isOpen})`,
    })
    .from(pwaDailyEvents)
    .where(between(pwaDailyEvents.day, from, to))
    .groupBy(pwaDailyEvents.day)
    .orderBy(pwaDailyEvents.day);
  return rows.map((r) => ({
    day: r.day,
    installs: Number(r.installs),
    opens: Number(r.opens),
    players: Number(r.players),
  }));
}
