import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, currencies, statuses, userGroups, users } from '../../db/schema/index.ts';

export type UserPatch = Partial<Omit<typeof users.$inferInsert, 'id' | 'email' | 'encryptedPassword'>>;

export async function updateUser(db: Db, id: number, patch: UserPatch) {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row!;
}

export async function listUsersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

export async function listGroupIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: userGroups.groupId })
    .from(userGroups)
    .where(eq(userGroups.userId, userId))
    .orderBy(asc(userGroups.groupId));
  return rows.map((r) => r.groupId);
}

export async function listStatusesByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(statuses).where(inArray(statuses.id, ids));
}

export async function addGroups(db: Db, userId: number, groupIds: number[], at: Date) {
  if (groupIds.length === 0) return;
  await db
    .insert(userGroups)
    .values(groupIds.map((groupId) => ({ userId, groupId, createdAt: at })))
    .onConflictDoNothing();
}

export async function removeGroups(db: Db, userId: number, groupIds: number[]) {
  if (groupIds.length === 0) return;
  await db
    .delete(userGroups)
    .where(and(eq(userGroups.userId, userId), inArray(userGroups.groupId, groupIds)));
}

/** The player's accounts with what the wire needs of their currency, in the currencies' display order. */
export async function listAccounts(db: Db, userId: number) {
  return db
    .select({
      currency: accounts.currency,
      amountCents: accounts.amountCents,
      availableToCashoutCents: accounts.availableToCashoutCents,
      currencyEnabled: currencies.enabled,
    })
    .from(accounts)
    .leftJoin(currencies, eq(currencies.code, accounts.currency))
    .where(eq(accounts.userId, userId))
    .orderBy(asc(currencies.position), asc(accounts.currency));
}

export async function clearBonusCode(db: Db, userId: number, code: string) {
  await db
    .update(users)
    .set({ depositBonusCode: null })
    .where(and(eq(users.id, userId), eq(users.depositBonusCode, code)));
}

export async function findLanguage(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.language ?? 'en';
}

/** The ids of a group's players, ascending. */
export async function listGroupMemberIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: userGroups.userId })
    .from(userGroups)
    .where(eq(userGroups.groupId, groupId))
    .orderBy(asc(userGroups.userId));
  return rows.map((r) => r.userId);
}
