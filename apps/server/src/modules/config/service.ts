import {
  BettingConfigObject,
  BettingHosts,
  CONFIG_NAMES,
  CONFIG_SCHEMAS,
  type ConfigName,
  isConfigName,
  Manager,
  type OperatorConfigEntry,
  type OperatorConfigSummary,
} from '@orbit/contract';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError, issuesToFieldErrors } from '../../http/errors.ts';
import { catalogueChanged } from '../../lib/catalogue-version.ts';
import { bannersInLocale } from './banner-locale.ts';
import { findConfigRows, findConfigValue, findConfigValues, upsertConfigValue } from './repository.ts';

/** Config rows that are settings of the server itself, never served at `/api/fe/config/*`. */
export const INTERNAL_CONFIG = {
  playerFields: 'player_fields',
  project: 'project',
  managers: 'managers',
  cryptoExchangeRates: 'crypto_exchange_rates',
  /** `{enabled: true}` puts new players in the registration A/B test's groups. */
  registrationAbTest: 'registration_ab_test',
  /** Rocket chance: the coins a draw costs and its chance table (loyalty/chance-config.ts). */
  rocketChance: 'rocket_chance',
  /** `{thresholds: {CAD: 300000, …}}`: withdrawals above these ask for verification (verification module). */
  withdrawalVerification: 'withdrawal_verification',
  /** Affiliate tags: `{cookie_days, default_stag, search_stag}` (affiliates/service.ts). */
  affiliates: 'affiliates',
} as const;
export type InternalConfigName = keyof typeof INTERNAL_CONFIG;

/** The stored JSON of one of the server's own settings, or undefined when the operator has none. */
export async function internalConfig(deps: Pick<Deps, 'db'>, name: InternalConfigName): Promise<unknown> {
  return findConfigValue(deps.db, INTERNAL_CONFIG[name]);
}

/** Who asks: the spec's client (`/api/fe/config/*`) or the newer one (`/api-fe/config/*`). */
export type ConfigFamily = 'spec' | 'fe';

/**
 * `betting-config`: the spec's client reads a list of hostnames, the newer client an object with
 * `bonusTypesMap`. Either may be stored; each family gets its own shape from it.
 */
function bettingConfigFor(family: ConfigFamily, stored: unknown): unknown {
  const hosts = BettingHosts.safeParse(stored);
  const object = BettingConfigObject.safeParse(stored);
  if (family === 'spec') return object.success ? object.data.hosts : stored;
  // The object as stored keeps the operator's other keys (the newer client's is an open object).
  return hosts.success ? { hosts: hosts.data, bonusTypesMap: {} } : stored;
}

/**
 * The configs answered in a shape of their own: per client generation, or (banners) in the
 * asking locale.
 */
const SHAPED_FOR_FAMILY: Partial<
  Record<ConfigName, (family: ConfigFamily, stored: unknown, locale: string | undefined) => unknown>
> = {
  'betting-config': bettingConfigFor,
  'banners-config': (_family, stored, locale) => bannersInLocale(stored, locale),
};

const shapedFor = (family: ConfigFamily, name: string, stored: unknown, locale?: string) => {
  const shape = isConfigName(name) ? SHAPED_FOR_FAMILY[name] : undefined;
  return shape ? shape(family, stored, locale) : stored;
};

/**
 * A public front-end config as the operator wrote it, in the shape of the asking family (and
 * locale, for the banners); 404 for names the config list does not name or rows not set.
 */
export async function frontendConfig(
  deps: Deps,
  name: string,
  family: ConfigFamily = 'spec',
  locale?: string,
): Promise<unknown> {
  const value = isConfigName(name) ? await findConfigValue(deps.db, name satisfies ConfigName) : undefined;
  if (value === undefined) throw new HttpError(404, 'not_found', `No config named ${name}`);
  return shapedFor(family, name, value, locale);
}

/** Every public front-end config the operator has set, as `/api/fe/config/*` answers them (a page render needs several). */
export async function frontendConfigs(deps: Pick<Deps, 'db'>): Promise<Map<string, unknown>> {
  const stored = await findConfigValues(deps.db, CONFIG_NAMES);
  return new Map([...stored].map(([name, value]) => [name, shapedFor('spec', name, value)]));
}

/** A public config's value as stored (what the audit log keeps as "before"); null when unset or no such name. */
export async function storedFrontendConfig(deps: Pick<Deps, 'db'>, name: string): Promise<unknown> {
  return isConfigName(name) ? ((await findConfigValue(deps.db, name)) ?? null) : null;
}

/**
 * The operator's new value of a public config, checked by its schema (422 with the fields'
 * errors) and stored as the schema reads it; 404 for a name that is no public config.
 */
export async function setFrontendConfig(deps: Pick<Deps, 'db' | 'now'>, name: string, value: unknown) {
  if (!isConfigName(name)) throw new HttpError(404, 'not_found', `No config named ${name}`);
  const parsed = CONFIG_SCHEMAS[name].safeParse(value);
  if (!parsed.success) throw new FieldErrors(issuesToFieldErrors(parsed.error.issues));
  await upsertConfigValue(deps.db, name, parsed.data, deps.now());
  // The page renders of this node read the new value at once (their catalogue cache is dropped).
  catalogueChanged(deps.db);
  return parsed.data;
}

/** `GET /api/operator/config`: every public config, whether the operator has set it and when. */
export async function operatorConfigList(deps: Pick<Deps, 'db'>): Promise<OperatorConfigSummary[]> {
  const rows = new Map((await findConfigRows(deps.db, CONFIG_NAMES)).map((row) => [row.name, row]));
  return CONFIG_NAMES.map((name) => {
    const row = rows.get(name);
    return { name, set: row !== undefined, updated_at: row ? row.updatedAt.toISOString() : null };
  });
}

/** `GET /api/operator/config/{name}`: the value as stored, for the back office's form (null when unset). */
export async function operatorConfigEntry(
  deps: Pick<Deps, 'db'>,
  name: string,
): Promise<OperatorConfigEntry> {
  if (!isConfigName(name)) throw new HttpError(404, 'not_found', `No config named ${name}`);
  const [row] = await findConfigRows(deps.db, [name]);
  return { name, value: row?.value ?? null, updated_at: row ? row.updatedAt.toISOString() : null };
}

/** A front-end config the server also obeys, read by its schema; undefined when unset or malformed. */
export async function frontendConfigValue<N extends ConfigName>(
  deps: Pick<Deps, 'db'>,
  name: N,
): Promise<z.infer<(typeof CONFIG_SCHEMAS)[N]> | undefined> {
  const parsed = CONFIG_SCHEMAS[name].safeParse(await findConfigValue(deps.db, name));
  return parsed.success ? (parsed.data as z.infer<(typeof CONFIG_SCHEMAS)[N]>) : undefined;
}

const ManagersConfig = z.object({ managers: z.array(Manager) });

/**
 * The personal manager for a player's groups: the first manager of the config (most exclusive
 * VIP group first) whose group the player is in; null when none is.
 */
export async function managerFor(deps: Deps, userGroups: Array<number | string>): Promise<Manager | null> {
  const parsed = ManagersConfig.safeParse(await internalConfig(deps, 'managers'));
  if (!parsed.success) return null;
  const groups = new Set(userGroups.map((g) => String(g).trim()));
  return parsed.data.managers.find((m) => groups.has(String(m.groupId))) ?? null;
}
