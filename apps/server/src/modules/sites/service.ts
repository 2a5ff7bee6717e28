import { LOCALES } from '@orbit/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { hosts } from '../../db/schema/index.ts';
import { findCountry, findCurrency, findDefaultCurrency, listHosts } from './repository.ts';

export type Site = typeof hosts.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The mirror this request came to: brand, licence, locales. */
    site: Site;
    /** ISO country of the visitor (trusted proxy header, dev override, or the default). */
    country: string;
  }
}

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

export async function resolveSite(request: FastifyRequest) {
  const { db, config } = request.server.deps;
  // Fastify reads X-Forwarded-Host only from trusted proxies (TRUST_PROXY), so a visitor
  // cannot pick another mirror's licence by sending the header himself.
  const hostname = (request.hostname || 'localhost').split(',')[0]!.trim().replace(/:\d+$/, '').toLowerCase();
  const sites = await loadSites(db);
  request.site = sites.byHost.get(hostname) ?? sites.fallback;

  const fromProxy = request.headers[config.countryHeader];
  // The demo's country switch; production believes only the trusted proxy's header.
  const override =
    config.mode === 'demo' && config.devTools ? request.cookies[COUNTRY_OVERRIDE_COOKIE] : undefined;
  const country = (override || (typeof fromProxy === 'string' ? fromProxy : '') || config.defaultCountry)
    .slice(0, 2)
    .toUpperCase();
  request.country = /^[A-Z]{2}$/.test(country) ? country : config.defaultCountry;
}

/**
 * The currency a visitor from `country` starts with: the country's default when it is enabled,
 * else the operator's default currency (EUR in the demo).
 */
export async function defaultCurrencyForCountry(db: Db, country: string): Promise<string> {
  const row = await findCountry(db, country);
  if (row) {
    const currency = await findCurrency(db, row.defaultCurrency);
    if (currency?.enabled) return currency.code;
  }
  return (await findDefaultCurrency(db))?.code ?? 'EUR';
}
