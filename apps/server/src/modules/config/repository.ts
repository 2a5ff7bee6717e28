import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { configEntries } from '../../db/schema/index.ts';

/** The stored JSON of a config entry, or undefined when the operator has none. */
export async function findConfigValue(db: Db, name: string): Promise<unknown> {
  const rows = await db
    .select({ value: configEntries.value })
    .from(configEntries)
    .where(eq(configEntries.name, name))
    .limit(1);
  return rows[0]?.value;
}

/** The stored JSON of each of `names` that the operator has set. */
export async function findConfigValues(db: Db, names: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ name: configEntries.name, value: configEntries.value })
    .from(configEntries)
    .where(inArray(configEntries.name, [...names]));
  return new Map(rows.map((row) => [row.name, row.value]));
}

export async function upsertConfigValue(db: Db, name: string, value: unknown, at: Date) {
  await db
    .insert(configEntries)
    .values({ name, value, updatedAt: at })
    .onConflictDoUpdate({ target: configEntries.name, set: { value, updatedAt: at } });
}

/** The stored rows (value and when it changed) of each of `names` that the operator has set. */
export function findConfigRows(db: Db, names: readonly string[]) {
  return db
    .select({ name: configEntries.name, value: configEntries.value, updatedAt: configEntries.updatedAt })
    .from(configEntries)
    .where(inArray(configEntries.name, [...names]));
}
