import { FEATURE_FLAG_COOKIE, FeatureFlagList, FeatureFlagsBody } from '@orbit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { encodeSwitches, type FlagSwitches } from './overrides.ts';
import { changedSwitches, configForBrowser, listFlags, switchesOf } from './service.ts';

const tags = ['dev'];

/** A session's switches: a browser cookie, gone when the browser closes. */
function keepSwitches(request: FastifyRequest, reply: FastifyReply, switches: FlagSwitches) {
  if (Object.keys(switches).length === 0) {
    reply.clearCookie(FEATURE_FLAG_COOKIE, { path: '/' });
    return;
  }
  reply.setCookie(FEATURE_FLAG_COOKIE, encodeSwitches(switches), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/**
 * Every config read answers this browser's switches (the flags config only). Registered on the
 * root instance, before the modules, so the config routes of both families get it.
 */
export function applyFlagSwitches(app: FastifyInstance) {
  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload) => {
    const name = (request.params as { name?: unknown } | undefined)?.name;
    const url = request.routeOptions.url ?? '';
    if (typeof name !== 'string' || !/\/config\/:name$/.test(url)) return payload;
    return configForBrowser(request.server.deps.config, request.cookies, name, payload);
  });
}

/** `/api/dev/feature_flags`: the feature-flag page's API (dev tools only: absent in production). */
export async function featureFlagRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/dev/feature_flags',
    {
      schema: {
        tags,
        summary: 'The feature flags: the operator’s value, this browser’s switch, the result',
        response: { 200: FeatureFlagList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { flags: await listFlags(deps, switchesOf(request)) };
    },
  );

  app.put(
    '/api/dev/feature_flags',
    {
      schema: {
        tags,
        summary: 'Switches flags for this browser only (null drops a switch); never a global change',
        body: FeatureFlagsBody,
        response: { 200: FeatureFlagList },
      },
    },
    async (request, reply) => {
      const switches = await changedSwitches(deps, switchesOf(request), request.body.flags);
      keepSwitches(request, reply, switches);
      reply.header('cache-control', 'no-store');
      return { flags: await listFlags(deps, switches) };
    },
  );

  app.delete(
    '/api/dev/feature_flags',
    {
      schema: {
        tags,
        summary: 'Drops every switch of this browser',
        response: { 200: FeatureFlagList },
      },
    },
    async (request, reply) => {
      keepSwitches(request, reply, {});
      reply.header('cache-control', 'no-store');
      return { flags: await listFlags(deps, {}) };
    },
  );
}
