import { randomBytes } from 'node:crypto';
import type { OperatorWalletProvider } from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import { walletProviders } from '../../db/schema/index.ts';
import {
  findProvider,
  insertProviderIfNew,
  listProviderRows,
  type ProviderRow,
  rotateProviderSecret,
  setProviderActive,
} from './repository.ts';
import { HOUSE_PROVIDER_KEY, houseProviderSecret } from './signing.ts';

const CACHE_MS = 10_000;
type Known = { row: ProviderRow | undefined; until: number };
const cache = new WeakMap<Db, Map<string, Known>>();

function forget(db: Db, key: string) {
  cache.get(db)?.delete(key);
}

/**
 * The secrets a request of an active provider may be signed with: its secret, and during the
 * grace time after a rotation the one before it; none for an unknown or inactive provider. The
 * row is remembered for 10 s per node (every request asks), so a deactivation or rotation on
 * another node applies within 10 s; `orbit-house`'s secret derives from the server secret.
 */
export async function providerSecrets(db: Db, key: string, now: Date): Promise<string[]> {
  if (key === HOUSE_PROVIDER_KEY) return [await houseProviderSecret(db)];
  let known = cache.get(db);
  if (!known) {
    known = new Map();
    cache.set(db, known);
  }
  let hit = known.get(key);
  if (!hit || hit.until <= Date.now()) {
    hit = { row: await findProvider(db, key), until: Date.now() + CACHE_MS };
    known.set(key, hit);
  }
  const row = hit.row;
  if (!row?.active) return [];
  const previousValid =
    row.previousSecret !== null && row.previousValidUntil !== null && row.previousValidUntil > now;
  return previousValid ? [row.secret, row.previousSecret as string] : [row.secret];
}

/** Adds or updates a provider (tests, the benchmark): a rotated-out secret is forgotten. */
export async function saveProvider(db: Db, provider: { key: string; secret: string; active?: boolean }) {
  const values = { key: provider.key, secret: provider.secret, active: provider.active ?? true };
  await db
    .insert(walletProviders)
    .values(values)
    .onConflictDoUpdate({
      target: walletProviders.key,
      set: { secret: values.secret, active: values.active, previousSecret: null, previousValidUntil: null },
    });
  forget(db, provider.key);
}

/** A provider as the back office shows it: never its secrets. */
export function presentProvider(row: ProviderRow, now: Date): OperatorWalletProvider {
  const graceOpen =
    row.previousSecret !== null && row.previousValidUntil !== null && row.previousValidUntil > now;
  return {
    key: row.key,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    rotated_at: row.rotatedAt ? row.rotatedAt.toISOString() : null,
    previous_valid_until: graceOpen ? (row.previousValidUntil as Date).toISOString() : null,
  };
}

/** A new signing secret: 32 random bytes, hex (what HMAC-SHA256 keys are best at). */
const newSecret = () => randomBytes(32).toString('hex');

/** Every provider of the protocol (not `orbit-house`, whose secret is derived). */
export const listProviders = (db: Db) => listProviderRows(db);

export const providerByKey = (db: Db, key: string) => findProvider(db, key);

/** A new provider with a new secret; undefined when the key is taken. */
export async function createProvider(db: Db, key: string, now: Date) {
  const secret = newSecret();
  const row = await insertProviderIfNew(db, { key, secret, active: true, createdAt: now });
  forget(db, key);
  return row ? { row, secret } : undefined;
}

/**
 * Replaces a provider's secret; the old one stays valid `graceMinutes` longer (0: not at all), so
 * the provider can switch without a refused request. Undefined for an unknown provider.
 */
export async function rotateProvider(db: Db, key: string, graceMinutes: number, now: Date) {
  const secret = newSecret();
  const until = graceMinutes > 0 ? new Date(now.getTime() + graceMinutes * 60_000) : null;
  const row = await rotateProviderSecret(db, key, secret, until, now);
  forget(db, key);
  return row ? { row, secret } : undefined;
}

/** Deactivates (every request refused, `unknown_provider`) or reactivates a provider. */
export async function setProviderActivity(db: Db, key: string, active: boolean) {
  const row = await setProviderActive(db, key, active);
  forget(db, key);
  return row;
}
