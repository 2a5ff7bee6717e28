import { and, desc, eq, gt, gte, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

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

/** Active, unrevoked, unexpired sessions of a player still within the idle limit, newest first. */
export async function listLiveSessionsOfUser(db: Db, userId: number, at: Date, seenSince: Date) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.stage, 'active'),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
        gte(sessions.lastSeenAt, seenSince),
      ),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
}

/** Revokes one of the player's own live sessions; false when there is no such session. */
export async function revokeSessionOfUser(db: Db, userId: number, id: number, at: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every session of a player (password reset), or every one but `exceptId` (password change); their ids. */
export async function revokeSessionsOfUser(db: Db, userId: number, at: Date, exceptId?: number) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptId === undefined ? undefined : ne(sessions.id, exceptId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Which of these sessions are still live (not revoked, not expired, seen since `seenSince`). */
export async function liveSessionIdsAmong(db: Db, ids: number[], at: Date, seenSince: Date) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        inArray(sessions.id, ids),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
        gte(sessions.lastSeenAt, seenSince),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
