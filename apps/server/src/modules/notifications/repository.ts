import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationInsert = typeof notifications.$inferInsert;

/** Stores it once per (player, dedupe key): answers the new row, or nothing when it was made before. */
export async function insertNotification(
  db: Db,
  row: NotificationInsert,
): Promise<NotificationRow | undefined> {
  const [created] = await db.insert(notifications).values(row).onConflictDoNothing().returning();
  return created;
}

export async function listNewest(db: Db, userId: number, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks the player's notifications read (only `ids` when given); answers how many changed. */
export async function markRead(db: Db, userId: number, at: Date, ids?: number[]): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : sql`true`,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes one of the player's own notifications: false when it is not theirs or gone. */
export async function deleteNotification(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Forgets notifications made before `before` (the centre keeps a season, not forever). */
export async function deleteOlderThan(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, before))
    .returning({ id: notifications.id });
  return rows.length;
}
