import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import { countries, currencies, signInThrottles, userGroups, users } from '../../db/schema/index.ts';

export type UserPatch = Partial<typeof users.$inferInsert>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByConfirmationTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(users).where(eq(users.confirmationTokenHash, tokenHash)).limit(1);
  return row;
}

export async function findUserByResetTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(users).where(eq(users.resetPasswordTokenHash, tokenHash)).limit(1);
  return row;
}

export async function updateUser(db: Db, id: number, patch: UserPatch): Promise<UserRow> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row!;
}

/** Counts one more wrong second factor, atomically (parallel guesses each count). */
export async function countFailedOtp(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ failedOtpAttempts: sql`${users.failedOtpAttempts} + 1` })
    .where(eq(users.id, id))
    .returning({ attempts: users.failedOtpAttempts });
  return row?.attempts ?? 0;
}

/** A new player (and their A/B group); the caller's transaction adds the wallet account. */
export async function insertPlayer(
  tx: Db,
  values: typeof users.$inferInsert,
  abGroupOf: ((id: number) => number | undefined) | undefined,
): Promise<UserRow> {
  const [user] = await tx.insert(users).values(values).returning();
  const group = abGroupOf?.(user!.id);
  if (group !== undefined) await tx.insert(userGroups).values({ userId: user!.id, groupId: group });
  return user!;
}

export async function findCountry(db: Db, code: string) {
  const [row] = await db.select().from(countries).where(eq(countries.code, code)).limit(1);
  return row;
}

export async function countCountries(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(countries);
  return row?.n ?? 0;
}

/** Enabled currency codes, or an empty list when the catalogue is not seeded. */
export async function enabledCurrencyCodes(db: Db): Promise<string[]> {
  const rows = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.enabled, true));
  return rows.map((r) => r.code);
}

/** A sign-in pause of an e-mail address still running at `at`, if any. */
export async function signInPausedUntil(db: Db, email: string, at: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: signInThrottles.lockedUntil })
    .from(signInThrottles)
    .where(eq(signInThrottles.email, email.toLowerCase()));
  return row?.lockedUntil && row.lockedUntil > at ? row.lockedUntil : null;
}

/**
 * Counts a wrong password for an address in one statement (parallel attempts each count once): the
 * count restarts when the window has passed; reaching `max` pauses the address until `at + pauseMs`.
 */
export async function countWrongPassword(
  db: Db,
  email: string,
  at: Date,
  limits: { max: number; windowMs: number; pauseMs: number },
): Promise<void> {
  const stamp = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  const t = signInThrottles;
  const fresh = sql`${t.firstFailureAt} < ${stamp(at.getTime() - limits.windowMs)}`;
  const failures = sql`case when ${fresh} then 1 else ${t.failures} + 1 end`;
  await db
    .insert(t)
    .values({ email: email.toLowerCase(), failures: 1, firstFailureAt: at, lockedUntil: null })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        failures,
        firstFailureAt: sql`case when ${fresh} then ${stamp(at.getTime())} else ${t.firstFailureAt} end`,
        lockedUntil: sql`case when ${failures} >= ${limits.max} then ${stamp(at.getTime() + limits.pauseMs)} else ${t.lockedUntil} end`,
      },
    });
}

/** A right password, or a reset, ends the count. */
export async function clearWrongPasswords(db: Db, email: string) {
  await db.delete(signInThrottles).where(eq(signInThrottles.email, email.toLowerCase()));
}
