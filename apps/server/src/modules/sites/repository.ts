import { eq } from 'drizzle-orm';
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
