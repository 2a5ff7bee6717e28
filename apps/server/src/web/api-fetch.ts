import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CachedAnswer, catalogueCache } from './catalogue-cache.ts';

/** Headers of the page request that an API call made during rendering must carry. */
const FORWARDED = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-host'];

/** One catalogue cache per app (tests build many apps, each with its own database). */
const caches = new WeakMap<FastifyInstance, ReturnType<typeof catalogueCache>>();

/**
 * `fetch` for loaders during server rendering: the call is injected into this same
 * process (no socket), as the browser would make it — same cookies, host and country.
 * Catalogue reads are answered from memory for a short while (see catalogue-cache.ts).
 */
export function createApiFetch(app: FastifyInstance, page: FastifyRequest) {
  let cached = caches.get(app);
  if (!cached) {
    cached = catalogueCache(() => app.deps.now().getTime());
    caches.set(app, cached);
  }
  const cache = cached;
  return async (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers: Record<string, string> = {
      host: page.headers.host ?? 'localhost',
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
    };
    for (const name of FORWARDED) {
      const value = page.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const countryHeader = app.deps.config.countryHeader;
    headers[countryHeader] = page.country;
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? init.body : undefined;
    const host = [page.headers.host, page.headers['x-forwarded-host']].join(' ');
    const send = async (): Promise<CachedAnswer> => {
      const result = await app.inject({ method: method as 'GET', url: path, headers, payload: body });
      return { status: result.statusCode, headers: result.headers, body: result.rawPayload };
    };
    const answer = await cache({ method, url: path, body, host, country: page.country }, send);
    const out = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const v of value) out.append(key, String(v));
      else if (value !== undefined) out.set(key, String(value));
    }
    return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers: out });
  };
}
