import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { configEntries } from '../../db/schema/index.ts';

/** Config rows that are settings of the server itself, never served at `/api/fe/config/*`. */
export const INTERNAL_CONFIG = {
  playerFields: 'player_fields',
  project: 'project',
  managers: 'managers',
  cryptoExchangeRates: 'crypto_exchange_rates',
} as const;

/** The stored JSON of a config entry, or undefined when the operator has none. */
export async function findConfigValue(db: Db, name: string): Promise<unknown> {
  const rows = await db
    .select({ value: configEntries.value })
    .from(configEntries)
    .where(eq(configEntries.name, name))
    .limit(1);
  return rows[0]?.value;
}

export async function upsertConfigValue(db: Db, name: string, value: unknown, at: Date) {
  await db
    .insert(configEntries)
    .values({ name, value, updatedAt: at })
    .onConflictDoUpdate({ target: configEntries.name, set: { value, updatedAt: at } });
}
