import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, currencies, hosts } from '../../db/schema/index.ts';

export async function listHosts(db: Db) {
  return db.select().from(hosts);
}

export async function findCountry(db: Db, code: string) {
  const rows = await db.select().from(countries).where(eq(countries.code, code)).limit(1);
  return rows[0];
}

export async function findCurrency(db: Db, code: string) {
  const rows = await db.select().from(currencies).where(eq(currencies.code, code)).limit(1);
  return rows[0];
}

export async function findDefaultCurrency(db: Db) {
  const rows = await db.select().from(currencies).where(eq(currencies.isDefault, true)).limit(1);
  return rows[0];
}

// --- the back office's edits of the mirrors ---

export type HostRow = typeof hosts.$inferSelect;

export const findHost = async (db: Db, hostname: string) =>
  (await db.select().from(hosts).where(eq(hosts.hostname, hostname)).limit(1))[0];

/** The new host, or undefined when the name is taken. */
export async function insertHost(db: Db, values: HostRow) {
  const [row] = await db.insert(hosts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateHost(db: Db, hostname: string, values: Partial<Omit<HostRow, 'hostname'>>) {
  const [row] = await db.update(hosts).set(values).where(eq(hosts.hostname, hostname)).returning();
  return row;
}

/** Deletes a host unless it is the last one (a site always has a mirror to fall back to). */
export async function deleteHostUnlessLast(db: Db, hostname: string) {
  const [row] = await db
    .delete(hosts)
    .where(and(eq(hosts.hostname, hostname), sql`(select count(*) from ${hosts}) > 1`))
    .returning();
  return row;
}
