import { eq } from 'drizzle-orm';
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

export async function upsertConfigValue(db: Db, name: string, value: unknown, at: Date) {
  await db
    .insert(configEntries)
    .values({ name, value, updatedAt: at })
    .onConflictDoUpdate({ target: configEntries.name, set: { value, updatedAt: at } });
}
