import type { FastifyRequest } from 'fastify';
import { COUNTRY_OVERRIDE_COOKIE, type Site, siteOfHost, visitorCountry } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The mirror this request came to: brand, licence, locales. */
    site: Site;
    /** ISO country of the visitor (trusted proxy header, dev override, or the default). */
    country: string;
  }
}

/** Sets `request.site` and `request.country` for every request. */
export async function resolveSite(request: FastifyRequest) {
  const { db, config } = request.server.deps;
  // Fastify reads X-Forwarded-Host only from trusted proxies (TRUST_PROXY), so a visitor
  // cannot pick another mirror's licence by sending the header himself.
  request.site = await siteOfHost(db, request.hostname);
  request.country = visitorCountry(config, {
    proxyHeader: request.headers[config.countryHeader],
    overrideCookie: request.cookies[COUNTRY_OVERRIDE_COOKIE],
  });
}
