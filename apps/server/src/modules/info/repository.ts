import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, currencies, statuses } from '../../db/schema/index.ts';

export const listStatuses = (db: Db) => db.select().from(statuses);

export const listCountries = (db: Db) => db.select().from(countries).orderBy(asc(countries.name));

export const listCurrencies = (db: Db) =>
  db.select().from(currencies).orderBy(asc(currencies.position), asc(currencies.code));
