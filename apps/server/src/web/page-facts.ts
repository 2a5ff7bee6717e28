import { LocaleInfo, PlayerOrGuest, ProjectInfo } from '@orbit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { frontendConfigs } from '../modules/config/service.ts';
import { configForBrowser } from '../modules/feature-flags/service.ts';
import { localesInfo, projectInfo } from '../modules/info/service.ts';
import { presentPlayer } from '../modules/player/presenter.ts';
import { guestPlayer } from '../modules/player/service.ts';
import type { CachedAnswer } from './catalogue-cache.ts';

/** The JSON a route with this response schema sends for `value` (the same encoder, the same bytes). */
const encoder = (schema: z.ZodType, url: string) => serializerCompiler({ schema, method: 'GET', url });

const encodePlayer = encoder(PlayerOrGuest, '/api/player');
const encodeProject = encoder(ProjectInfo, '/api/info/project');
const encodeLocales = encoder(z.array(LocaleInfo), '/api/info/locales');

/** `/api/fe/config/{name}` without a query. */
const CONFIG_PATH = /^\/api\/fe\/config\/([\w-]+)$/;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/**
 * What a page request has already resolved — its session (request.user) and its mirror
 * (request.site, request.country) — as the API would answer it: the current player
 * (`GET /api/player`) and the mirror's project info and locales (`GET /api/info/project`,
 * `/api/info/locales`). A render reads them from here instead of injecting a request
 * that would resolve the same session and site again. Each is what the route's own handler
 * returns, encoded by the route's own response schema (page-facts.test.ts holds them equal).
 * The operator's front-end configs (`GET /api/fe/config/{name}`), of which a page needs several,
 * come from one read of them all; a name not set is left to the API and its 404.
 */
export function pageFacts(app: FastifyInstance, page: FastifyRequest) {
  const { deps } = app;
  const facts = new Map<string, () => Promise<string>>([
    [
      '/api/player',
      async () =>
        encodePlayer(
          page.user ? await presentPlayer(deps.db, page.user) : await guestPlayer(deps, page.country),
        ),
    ],
    ['/api/info/project', () => projectInfo(deps, page.site).then(encodeProject)],
    ['/api/info/locales', async () => encodeLocales(localesInfo(page.site))],
  ]);

  let configs: Promise<Map<string, unknown>> | undefined;
  const config = async (name: string) => {
    configs ??= frontendConfigs(deps);
    const value = (await configs).get(name);
    if (value === undefined) throw new Error(`config ${name} is not set`);
    return JSON.stringify(configForBrowser(deps.config, page.cookies, name, value));
  };

  return {
    /** How to answer this call from the page request, if it is one of its facts. */
    answerFor(method: string, url: string): (() => Promise<CachedAnswer>) | undefined {
      if (method !== 'GET') return undefined;
      const configName = CONFIG_PATH.exec(url)?.[1];
      const fact = configName ? () => config(configName) : facts.get(url);
      if (!fact) return undefined;
      return async () => ({ status: 200, headers: JSON_HEADERS, body: Buffer.from(await fact()) });
    },
  };
}

export type PageFacts = ReturnType<typeof pageFacts>;
