import type { Db } from '../../db/client.ts';
import { walletProviders } from '../../db/schema/index.ts';
import { findProvider } from './repository.ts';
import { HOUSE_PROVIDER_KEY, houseProviderSecret } from './signing.ts';

const CACHE_MS = 10_000;
const cache = new WeakMap<Db, Map<string, { secret: string | null; until: number }>>();

/**
 * The signing secret of an active provider, or null for an unknown or inactive one. Remembered
 * for 10 s per node (every request asks); `orbit-house`'s derives from the server secret.
 */
export async function providerSecret(db: Db, key: string): Promise<string | null> {
  if (key === HOUSE_PROVIDER_KEY) return houseProviderSecret(db);
  let known = cache.get(db);
  if (!known) {
    known = new Map();
    cache.set(db, known);
  }
  const hit = known.get(key);
  if (hit && hit.until > Date.now()) return hit.secret;
  const row = await findProvider(db, key);
  const secret = row?.active ? row.secret : null;
  known.set(key, { secret, until: Date.now() + CACHE_MS });
  return secret;
}

/** Adds or updates a provider (operators, tests, the benchmark). */
export async function saveProvider(db: Db, provider: { key: string; secret: string; active?: boolean }) {
  const values = { key: provider.key, secret: provider.secret, active: provider.active ?? true };
  await db
    .insert(walletProviders)
    .values(values)
    .onConflictDoUpdate({
      target: walletProviders.key,
      set: { secret: values.secret, active: values.active },
    });
  cache.get(db)?.delete(provider.key);
}
