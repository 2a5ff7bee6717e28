import { userGroups, users } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/harness.ts';
import { openSession, SESSION_COOKIE } from '../sessions/service.ts';
import { openWalletAccount } from '../wallet/accounts.ts';

let sequence = 0;

/**
 * A player written straight to the database with a live session, for tests of calls that
 * need one (independent of the sign-in flow). Returns the row and its session cookie.
 */
export async function createSignedInPlayer(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> = {},
  options: { groups?: number[]; currencies?: string[] } = {},
) {
  const now = t.clock.now;
  const [user] = await t.deps.db
    .insert(users)
    .values({
      email: `p${Date.now().toString(36)}.${++sequence}@orbit.test`,
      encryptedPassword: 'not-a-real-hash',
      country: 'CA',
      currency: 'CAD',
      termsAcceptedAt: now,
      confirmedAt: now,
      createdAt: now,
      ...overrides,
    })
    .returning();
  const row = user!;
  for (const currency of options.currencies ?? [row.currency]) {
    await openWalletAccount(t.deps.db, row.id, currency, now);
  }
  if (options.groups?.length) {
    await t.deps.db.insert(userGroups).values(options.groups.map((groupId) => ({ userId: row.id, groupId })));
  }
  const { token } = await openSession(t.deps, { userId: row.id, stage: 'active', ttlMs: 3_600_000 });
  return { user: row, cookie: `${SESSION_COOKIE}=${token}` };
}
