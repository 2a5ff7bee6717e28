import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPrepared } from '../../db/prepared.ts';
import { users } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { poolOf, transactionBeginningWith } from './begin-with.ts';

/**
 * The wallet's own transaction on PostgreSQL (BEGIN sent with the first statement). On PGlite
 * there is no pool, and the wallet takes drizzle's transaction instead.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(() => t?.close());

describe('a transaction beginning with its first statement', () => {
  it('PGlite has no pool; on PostgreSQL the statement is one transaction with the work, rolled back when it throws', async () => {
    const pool = poolOf(t.deps.db);
    if (!process.env.TEST_DATABASE_URL) {
      expect(pool).toBeUndefined();
      return;
    }
    expect(pool).toBeDefined();
    if (!pool) return;
    const email = `begin-with.${Date.now()}@orbit.test`;
    const insert = (literal: (value: string) => string) =>
      `insert into users (email, encrypted_password, currency, nickname)
       values (${literal(email)}, 'x', 'CAD', ${literal("o'brien\\")}) returning id, nickname, txid_current() as xid`;
    // Thrown after the work wrote: the first statement's row is rolled back with it.
    await expect(
      transactionBeginningWith(t.deps.db, pool, insert, async () => {
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // Committed: the work runs in the first statement's transaction, and `tx.query` still works.
    const seen = await transactionBeginningWith(t.deps.db, pool, insert, async (tx, rows) => {
      const [own] = await queryPrepared<{ xid: string }>(tx, sql`select txid_current() as xid`);
      const found = await tx.query.users.findFirst({ where: eq(users.email, email) });
      return { first: rows[0], xid: own?.xid, found: found?.nickname };
    });
    expect(seen.first?.nickname).toBe("o'brien\\");
    expect(String(seen.first?.xid)).toBe(String(seen.xid));
    expect(seen.found).toBe("o'brien\\");
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});
