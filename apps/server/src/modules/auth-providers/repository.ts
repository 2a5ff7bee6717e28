import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import { authProviderLinks, countries, spentAuthStates, users } from '../../db/schema/index.ts';

export type AuthProviderLinkRow = typeof authProviderLinks.$inferSelect;

export async function findPlayer(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findPlayerByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Whether guests of the country may not sign in or register. */
export async function isGuestRestricted(db: Db, country: string) {
  const [row] = await db
    .select({ restricted: countries.guestRestricted })
    .from(countries)
    .where(eq(countries.code, country))
    .limit(1);
  return row?.restricted === true;
}

export async function findLink(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(authProviderLinks)
    .where(and(eq(authProviderLinks.provider, provider), eq(authProviderLinks.subject, subject)))
    .limit(1);
  return row;
}

export const listLinks = (db: Db, userId: number) =>
  db
    .select()
    .from(authProviderLinks)
    .where(eq(authProviderLinks.userId, userId))
    .orderBy(asc(authProviderLinks.id));

export async function insertLink(
  db: Db,
  values: { userId: number; provider: string; subject: string; email: string | null; createdAt: Date },
) {
  const [row] = await db.insert(authProviderLinks).values(values).returning();
  return row!;
}

/**
 * Records a flow's state as used; false when it already was (a replayed or concurrent callback).
 * Expired records go at the same time: their flows' cookies are refused anyway.
 */
export async function spendState(db: Db, stateHash: string, expiresAt: Date, now: Date) {
  await db.delete(spentAuthStates).where(lt(spentAuthStates.expiresAt, now));
  const inserted = await db
    .insert(spentAuthStates)
    .values({ stateHash, expiresAt })
    .onConflictDoNothing()
    .returning({ stateHash: spentAuthStates.stateHash });
  return inserted.length === 1;
}

/**
 * Deletes a player's link unless it is their last way to sign in (`canLose` says, given how many
 * links they have). The player's row is locked first, so two unlinks at once cannot both pass.
 */
export async function deleteLink(
  db: Db,
  userId: number,
  linkId: number,
  canLose: (linkCount: number, encryptedPassword: string) => boolean,
): Promise<'deleted' | 'not_found' | 'last_method'> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ encryptedPassword: users.encryptedPassword })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return 'not_found';
    const mine = and(eq(authProviderLinks.id, linkId), eq(authProviderLinks.userId, userId));
    const [link] = await tx.select({ id: authProviderLinks.id }).from(authProviderLinks).where(mine);
    if (!link) return 'not_found';
    const [links] = await tx
      .select({ n: count() })
      .from(authProviderLinks)
      .where(eq(authProviderLinks.userId, userId));
    if (!canLose(links?.n ?? 0, user.encryptedPassword)) return 'last_method';
    await tx.delete(authProviderLinks).where(mine);
    return 'deleted';
  });
}
