import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, currencies, statuses } from '../../db/schema/index.ts';

export const listStatuses = (db: Db) => db.select().from(statuses);

export const listCountries = (db: Db) => db.select().from(countries).orderBy(asc(countries.name));

export const listCurrencies = (db: Db) =>
  db.select().from(currencies).orderBy(asc(currencies.position), asc(currencies.code));

/** How many minor units make one unit of a currency (100 when it is not listed). */
export async function findSubunits(db: Db, currency: string): Promise<number> {
  const [row] = await db
    .select({ subunits: currencies.subunitsToUnit })
    .from(currencies)
    .where(eq(currencies.code, currency))
    .limit(1);
  return row?.subunits ?? 100;
}
