import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isOwnFlagsRead } from '../modules/feature-flags/service.ts';
import type { CachedAnswer, CatalogueCache } from './catalogue-cache.ts';
import type { PageFacts } from './page-facts.ts';
import type { AnswerSource, RenderCalls } from './render-calls.ts';

/** Headers of the page request that an API call made during rendering must carry. */
const FORWARDED = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-host'];

/**
 * `fetch` for loaders during one page's server rendering: the call is injected into this same
 * process (no socket), as the browser would make it — same cookies, host and country.
 * What the page request already knows (its player, its mirror) is answered from `facts`;
 * catalogue reads from memory for a short while (catalogue-cache.ts); an identical read made
 * earlier in the same render by its first answer (`calls`, which also counts and times them).
 */
export function createApiFetch(
  app: FastifyInstance,
  page: FastifyRequest,
  calls: RenderCalls,
  facts: PageFacts,
  cache: CatalogueCache,
) {
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
    const own: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
      own[key] = value;
    });
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? init.body : undefined;
    const host = [page.headers.host, page.headers['x-forwarded-host']].join(' ');
    let injected = false;
    const inject = async (): Promise<CachedAnswer> => {
      injected = true;
      const result = await app.inject({ method: method as 'GET', url: path, headers, payload: body });
      return { status: result.statusCode, headers: result.headers, body: result.rawPayload };
    };
    const answerAndSource = async (): Promise<{ answer: CachedAnswer; source: AnswerSource }> => {
      const fact = facts.answerFor(method, path);
      // A fact that fails is asked of the API, which answers as it would have (its error included).
      const send = fact ? () => fact().catch(inject) : inject;
      // A browser's own feature-flag switches (dev tools) are no catalogue: never cached, never shared.
      const answer = isOwnFlagsRead(app.deps.config, page.cookies, path)
        ? await send()
        : await cache({ method, url: path, body, host, country: page.country }, send);
      return { answer, source: injected ? 'api' : fact ? 'page' : 'catalogue' };
    };
    const answer = await calls.answer({ method, url: path, body, headers: own }, answerAndSource);
    const out = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const v of value) out.append(key, String(v));
      else if (value !== undefined) out.set(key, String(value));
    }
    return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers: out });
  };
}
