import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { configEntries } from '../db/schema/index.ts';

/** config_entries name of the secret; never served by the config API. */
export const SERVER_SECRET_ENTRY = 'server_secret';

const cache = new WeakMap<Db, Promise<string>>();

async function loadOrCreate(db: Db): Promise<string> {
  const read = async () => {
    const [row] = await db.select().from(configEntries).where(eq(configEntries.name, SERVER_SECRET_ENTRY));
    const value = row?.value as { secret?: unknown } | undefined;
    return typeof value?.secret === 'string' && value.secret.length >= 32 ? value.secret : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  // Every node must share one secret: insert-if-absent, then read whichever won.
  await db
    .insert(configEntries)
    .values({ name: SERVER_SECRET_ENTRY, value: { secret: randomBytes(32).toString('hex') } })
    .onConflictDoNothing();
  const created = await read();
  if (!created) throw new Error('config entry server_secret is malformed');
  return created;
}

/**
 * The installation's HMAC secret (captcha signatures …): created with crypto randomness on
 * first use, stored once in the database so every node agrees, cached per database handle.
 */
export function serverSecret(db: Db): Promise<string> {
  let secret = cache.get(db);
  if (!secret) {
    secret = loadOrCreate(db);
    cache.set(db, secret);
    secret.catch(() => cache.delete(db));
  }
  return secret;
}
