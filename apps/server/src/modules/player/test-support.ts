import { accounts, userGroups, users } from '../../db/schema/index.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { TestApp } from '../../test/harness.ts';
import { insertSession } from '../sessions/repository.ts';
import { SESSION_COOKIE } from '../sessions/service.ts';

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
  const currencies = options.currencies ?? [row.currency];
  if (currencies.length > 0) {
    await t.deps.db.insert(accounts).values(currencies.map((currency) => ({ userId: row.id, currency })));
  }
  if (options.groups?.length) {
    await t.deps.db.insert(userGroups).values(options.groups.map((groupId) => ({ userId: row.id, groupId })));
  }
  const token = randomToken();
  await insertSession(t.deps.db, {
    userId: row.id,
    tokenHash: hashToken(token),
    stage: 'active',
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  return { user: row, cookie: `${SESSION_COOKIE}=${token}` };
}
