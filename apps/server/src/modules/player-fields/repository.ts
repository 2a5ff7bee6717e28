import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, currencies } from '../../db/schema/index.ts';

export async function listCountryRules(db: Db) {
  return db
    .select({ code: countries.code, minAge: countries.minAge })
    .from(countries)
    .orderBy(asc(countries.code));
}

export async function listEnabledCurrencyCodes(db: Db) {
  const rows = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.enabled, true))
    .orderBy(asc(currencies.position), asc(currencies.code));
  return rows.map((r) => r.code);
}
