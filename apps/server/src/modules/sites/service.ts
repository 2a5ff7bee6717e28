import { LOCALES } from '@orbit/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { hosts } from '../../db/schema/index.ts';
import { ttlMemo } from '../../lib/ttl-memo.ts';
import { findCountry, findCurrency, findDefaultCurrency, listHosts } from './repository.ts';

export type Site = typeof hosts.$inferSelect;

const FALLBACK_SITE: Site = {
  hostname: 'localhost',
  brand: 'Orbit',
  license: 'other',
  locales: [...LOCALES],
  defaultLocale: 'en',
  bettingLink: null,
  organisationJsonLd: true,
};

/** Hosts change rarely; each node keeps them for a minute (per database, so test apps stay apart). */
const CACHE_MS = 60_000;
/** Unknown hosts get this mirror's settings (else the first one stored). */
const DEFAULT_HOSTNAME = 'localhost';
type SiteCache = { at: number; byHost: Map<string, Site>; fallback: Site };
const caches = new WeakMap<Db, SiteCache>();

/** Drops the cached hosts of a database (after the seed or an operator edits them). */
export function forgetSites(db: Db) {
  caches.delete(db);
}

async function loadSites(db: Db): Promise<SiteCache> {
  const cached = caches.get(db);
  if (cached && Date.now() - cached.at < CACHE_MS) return cached;
  const rows = (await listHosts(db)).sort((a, b) => a.hostname.localeCompare(b.hostname));
  const byHost = new Map(rows.map((r) => [r.hostname, r]));
  const fresh = {
    at: Date.now(),
    byHost,
    fallback: byHost.get(DEFAULT_HOSTNAME) ?? rows[0] ?? FALLBACK_SITE,
  };
  caches.set(db, fresh);
  return fresh;
}

export const COUNTRY_OVERRIDE_COOKIE = 'orbit_country';

/** The mirror of a Host (port and case ignored); unknown hosts get the default mirror. */
export async function siteOfHost(db: Db, host: string | undefined): Promise<Site> {
  const hostname = (host || 'localhost').split(',')[0]!.trim().replace(/:\d+$/, '').toLowerCase();
  const sites = await loadSites(db);
  return sites.byHost.get(hostname) ?? sites.fallback;
}

/**
 * The visitor's ISO country: the trusted proxy's header, or in a demo with dev tools the
 * country switch's cookie; anything malformed or missing is the configured default.
 */
export function visitorCountry(
  config: Pick<Config, 'mode' | 'devTools' | 'defaultCountry'>,
  sources: { proxyHeader: unknown; overrideCookie: string | undefined },
): string {
  // The demo's country switch; production believes only the trusted proxy's header.
  const override = config.mode === 'demo' && config.devTools ? sources.overrideCookie : undefined;
  const fromProxy = typeof sources.proxyHeader === 'string' ? sources.proxyHeader : '';
  const country = (override || fromProxy || config.defaultCountry).slice(0, 2).toUpperCase();
  return /^[A-Z]{2}$/.test(country) ? country : config.defaultCountry;
}

/** A currency of the catalogue by its code, enabled or not. */
export async function currencyByCode(db: Db, code: string) {
  return findCurrency(db, code);
}

/**
 * Each country's starting currency, kept a minute per node like the hosts: countries and
 * currencies are reference data, and every guest's page asks (two reads each time).
 */
const startingCurrencies = ttlMemo<Db, string>(CACHE_MS);

/**
 * The currency a visitor from `country` starts with: the country's default when it is enabled,
 * else the operator's default currency (EUR in the demo).
 */
export function defaultCurrencyForCountry(db: Db, country: string): Promise<string> {
  return startingCurrencies(db, country, async () => {
    const row = await findCountry(db, country);
    if (row) {
      const currency = await findCurrency(db, row.defaultCurrency);
      if (currency?.enabled) return currency.code;
    }
    return (await findDefaultCurrency(db))?.code ?? 'EUR';
  });
}
