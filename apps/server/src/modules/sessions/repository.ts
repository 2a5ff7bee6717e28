import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export async function findLiveSessionByTokenHash(db: Db, tokenHash: string) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .limit(1);
  return rows[0];
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function touchSession(db: Db, id: number, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Db, id: number, at: Date) {
  await db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, id));
}

export async function activateSession(db: Db, id: number) {
  await db.update(sessions).set({ stage: 'active' }).where(eq(sessions.id, id));
}
