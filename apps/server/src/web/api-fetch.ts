import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Headers of the page request that an API call made during rendering must carry. */
const FORWARDED = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-host'];

/**
 * `fetch` for loaders during server rendering: the call is injected into this same
 * process (no socket), as the browser would make it — same cookies, host and country.
 */
export function createApiFetch(app: FastifyInstance, page: FastifyRequest) {
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
    const result = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(result.headers)) {
      if (Array.isArray(value)) for (const v of value) out.append(key, String(v));
      else if (value !== undefined) out.set(key, String(value));
    }
    return new Response(result.statusCode === 204 ? null : result.rawPayload, {
      status: result.statusCode,
      headers: out,
    });
  };
}
