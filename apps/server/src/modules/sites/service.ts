import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { hosts } from '../../db/schema/index.ts';

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
  locales: ['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it', 'et', 'en-KW'],
  defaultLocale: 'en',
  bettingLink: null,
  organisationJsonLd: true,
};

/** Hosts change rarely; each node keeps them for a minute. */
const CACHE_MS = 60_000;
let cache: { at: number; byHost: Map<string, Site>; first: Site } | undefined;

export function forgetSites() {
  cache = undefined;
}

async function loadSites(db: Db) {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache;
  const rows = await db.select().from(hosts);
  cache = {
    at: Date.now(),
    byHost: new Map(rows.map((r) => [r.hostname, r])),
    first: rows[0] ?? FALLBACK_SITE,
  };
  return cache;
}

export const COUNTRY_OVERRIDE_COOKIE = 'orbit_country';

export async function resolveSite(request: FastifyRequest) {
  const { db, config } = request.server.deps;
  const hostname = (request.headers['x-forwarded-host'] ?? request.hostname ?? 'localhost')
    .toString()
    .split(',')[0]!
    .trim()
    .replace(/:\d+$/, '')
    .toLowerCase();
  const sites = await loadSites(db);
  request.site = sites.byHost.get(hostname) ?? sites.first;

  const fromProxy = request.headers[config.countryHeader];
  const override = config.devTools ? request.cookies[COUNTRY_OVERRIDE_COOKIE] : undefined;
  const country = (override || (typeof fromProxy === 'string' ? fromProxy : '') || config.defaultCountry)
    .slice(0, 2)
    .toUpperCase();
  request.country = /^[A-Z]{2}$/.test(country) ? country : config.defaultCountry;
}
