import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { SessionRow, UserRow } from '../db/rows.ts';
import type { Site } from '../modules/sites/service.ts';

/**
 * Who is asking, from where: what rules need to know of an HTTP request. Routes build it once
 * (`contextOf`) and hand it down, so rules can be called (and tested) without Fastify.
 */
export interface RequestContext {
  /** The mirror the request came to: brand, licence, locales. */
  site: Site;
  /** ISO country of the visitor. */
  country: string;
  ip: string;
  /** The browser's User-Agent, cut to what the security log keeps. */
  userAgent: string | null;
  /** The signed-in player; null for guests and for a session still waiting for its second factor. */
  user: UserRow | null;
  /** The browser's live session, active or waiting for its second factor. */
  session: SessionRow | null;
  /** Where links in mails point (`publicOrigin`). */
  origin: string;
  log: FastifyBaseLogger;
}

export function contextOf(request: FastifyRequest): RequestContext {
  return {
    site: request.site,
    country: request.country,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    user: request.user,
    session: request.session,
    origin: publicOrigin(request),
    log: request.log,
  };
}

/** Hosts a demo with dev tools may put in its links (127.0.0.1 is the EE licence's local mirror). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Origin for links in e-mails: the host the player is on, so a mirror's mails point to that
 * mirror. A Host header naming no known mirror is not trusted (it would let anyone send a
 * victim a reset link to their own server); then the site's own hostname is used. With dev
 * tools on, a local host is fine too (the demo on localhost:3000) — never any other.
 */
export function publicOrigin(request: FastifyRequest): string {
  // HTTP/1.0 may leave the Host out: then the site's own hostname.
  const hostname = (request.hostname || '').toLowerCase();
  const local = request.server.deps.config.devTools && LOCAL_HOSTS.has(hostname);
  if (hostname === request.site.hostname || local) {
    return `${request.protocol}://${request.host}`;
  }
  return `https://${request.site.hostname}`;
}
