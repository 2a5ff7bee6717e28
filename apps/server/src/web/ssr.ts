import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE } from '@orbit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { catalogueVersion } from '../lib/catalogue-version.ts';
import { tagVisitor } from '../modules/affiliates/http.ts';
import { createApiFetch } from './api-fetch.ts';
import { catalogueCache } from './catalogue-cache.ts';
import { newAddressOf } from './old-addresses.ts';
import { pageFacts } from './page-facts.ts';
import { registerWebAppManifest, staticCacheControl } from './pwa.ts';
import { renderCalls, serverTiming } from './render-calls.ts';

/**
 * The `web` role: static assets of the built client and every other GET rendered by
 * React Router on the server. Loaders reach the API through `context.apiFetch`, and take the
 * page's player from `context.currentPlayer()` (see decision 011).
 */
export async function registerWeb(app: FastifyInstance) {
  const { webBuildDir } = app.deps.config;
  const serverEntry = join(webBuildDir, 'server/index.js');
  if (!existsSync(serverEntry)) {
    app.log.warn(`web client not built (${serverEntry} missing): run npm run build`);
    return;
  }
  // Loaded by the first page, not at start (docs/scale.md, "One node on the embedded database").
  let renderer: ReturnType<typeof loadRenderer> | undefined;

  await app.register(fastifyStatic, {
    root: join(webBuildDir, 'client'),
    wildcard: false,
    setHeaders: (res, path) => res.header('cache-control', staticCacheControl(path)),
  });
  await registerWebAppManifest(app);

  // Trailing slashes are removed; the default locale never carries a prefix.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [path, query] = splitUrl(request.url);
    // The API's paths are its own; a request target that is not a path (`http://…`) is no page.
    if (!path.startsWith('/') || isApiPath(path)) return;
    const canonical = canonicalPagePath(path);
    if (canonical !== path) return reply.redirect(canonical + query, 301);
    const moved = await newAddressOf(app.deps, path);
    if (moved) return reply.redirect(moved + query, 301);
  });

  // This app's catalogue reads, shared by its renders for a short while (catalogue-cache.ts).
  const catalogue = catalogueCache(
    () => app.deps.now().getTime(),
    () => catalogueVersion(app.deps.db),
  );
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = splitUrl(request.url)[0];
    if (isApiPath(path) || !isPagePath(path)) return reply.callNotFound();
    if (!isHostHeader(request.host || 'localhost')) {
      return reply.status(400).send({ error: 'bad_request', message: 'invalid Host header' });
    }
    const started = performance.now();
    // The affiliate tag and UTM keys a link or a search engine brought, kept before the render reads them.
    await tagVisitor(request, reply);
    const calls = renderCalls();
    const apiFetch = createApiFetch(app, request, calls, pageFacts(app, request), catalogue);
    const webRequest = toWebRequest(request);
    renderer ??= loadRenderer(serverEntry);
    const { handle, loadCatalogues } = await renderer;
    await loadCatalogues?.(webRequest);
    const response = await handle(webRequest, {
      apiFetch,
      currentPlayer: () => currentPlayer(apiFetch),
      country: request.country,
      demo: app.deps.config.mode === 'demo',
      site: request.site,
      // A whole page, not a navigation's data (`/x.data`): its HTML links its words (the web root's loader).
      pageRequest: !path.endsWith('.data'),
      // The nonce of this response's Content-Security-Policy, for the page's inline scripts.
      cspNonce: request.cspNonce,
    });
    // Loaders are done once the response exists; what streams after it is not counted.
    reply.header('server-timing', serverTiming(performance.now() - started, calls.summary()));
    return sendWebResponse(reply, response);
  };
  app.get('/*', render);
}

/**
 * React Router and the client's server-rendering bundle, ~30 MB resident, load at the first page so a
 * node that serves none (yet) does not hold them; that page waits for them (~0.25 s of CPU). An import
 * that fails fails that page and every later one (a 500, the error logged), as a module's failure stays.
 */
async function loadRenderer(serverEntry: string) {
  const [{ createRequestHandler }, build] = await Promise.all([
    import('react-router'),
    import(serverEntry) as Promise<ServerBuild>,
  ]);
  // The web client's server entry loads the catalogues a render reads, a locale on its first request.
  const { loadCatalogues } = build.entry.module as { loadCatalogues?: (request: Request) => Promise<void> };
  return { handle: createRequestHandler(build, 'production'), loadCatalogues };
}

/**
 * The page's player (or guest) for loaders: the render's `GET /api/player`, which the page
 * request's own session answers (page-facts.ts) once per render (render-calls.ts).
 */
async function currentPlayer(apiFetch: ReturnType<typeof createApiFetch>): Promise<unknown> {
  const response = await apiFetch('/api/player');
  if (!response.ok) throw new Error(`GET /api/player answered ${response.status}`);
  return response.json();
}

/**
 * `/en/x/` → `/x`: no trailing slash, no prefix for the default locale. A run of slashes or
 * backslashes becomes one `/`: a browser reads a Location of `//host` or `/\host` as another
 * site, so keeping them would make this redirect an open one.
 */
export function canonicalPagePath(path: string): string {
  let out = path.replace(/[/\\]+/g, '/');
  if (out.length > 1) out = out.replace(/\/$/, '');
  const first = out.split('/')[1];
  if (first === DEFAULT_LOCALE) out = out.slice(DEFAULT_LOCALE.length + 1) || '/';
  return out;
}

/** Longer paths are no page's: each loader would pass them on to the API. */
const MAX_PAGE_PATH = 2048;

/** Both API families (`/api/…`, the newer client's `/api-fe/…`): an unknown path answers JSON 404, never a page. */
const isApiPath = (path: string) => path.startsWith('/api/') || path.startsWith('/api-fe/');

/**
 * Whether `path` can be a page's address at all: not too long, valid UTF-8 once decoded, and
 * no control character (a loader would put it in a lookup, or a redirect's Location header).
 */
export function isPagePath(path: string): boolean {
  if (!path.startsWith('/') || path.length > MAX_PAGE_PATH) return false;
  try {
    return !/\p{Cc}/u.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}

/**
 * Whether a Host header is a host (a name, an IPv4 or [IPv6] address) with maybe a port, and
 * nothing else: the page's URL is built from it, so `x/y` or `a@b` would change its path or host.
 */
export function isHostHeader(host: string): boolean {
  if (!/^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) return false;
  try {
    return new URL(`http://${host}/`).host !== '';
  } catch {
    return false;
  }
}

function splitUrl(url: string): [string, string] {
  const i = url.indexOf('?');
  return i < 0 ? [url, ''] : [url.slice(0, i), url.slice(i)];
}

function toWebRequest(request: FastifyRequest): Request {
  // HTTP/1.0 may leave the Host out: the default site, as resolveSite does.
  const url = `${request.protocol}://${request.host || 'localhost'}${request.url}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  request.raw.once('close', () => controller.abort());
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
