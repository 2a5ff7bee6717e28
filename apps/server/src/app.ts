import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { shareCatalogueChanges } from './cluster/catalogue-changes.ts';
import type { Deps } from './deps.ts';
import { clientGoneAtDebug } from './http/client-gone.ts';
import { registerCsrfGuard } from './http/csrf.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerOpenApi } from './http/openapi.ts';
import { collectOperatorRoutes } from './http/operator-route.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { isServerToServer } from './http/server-to-server.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { registerModules } from './modules/index.ts';
import { resolveSession } from './modules/sessions/http.ts';
import { resolveSite } from './modules/sites/http.ts';
import { registerMetrics } from './modules/telemetry/http-metrics.ts';
import { attachRealtime } from './realtime/server.ts';
import { registerWeb } from './web/ssr.ts';

/** Largest JSON body the player API accepts; anything bigger is a 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Fastify's logger: pino's JSON lines, or the same records made readable in-process by pino-pretty
 * (loaded only then: a node logging JSON never holds it).
 */
async function loggerOptions(format: 'json' | 'pretty') {
  const level = process.env.LOG_LEVEL ?? 'info';
  const hooks = { logMethod: clientGoneAtDebug };
  if (format === 'json') return { level, hooks };
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({ colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' });
  return { level, hooks, stream };
}

export async function buildApp(deps: Deps, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? await loggerOptions(deps.config.logFormat) : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // avvio times each plugin's start in wall time: on a busy machine (tests starting several apps
    // whose PGlite work blocks the event loop) 10 s is too short for a plugin that did nothing wrong.
    pluginTimeout: 60_000,
    trustProxy: deps.config.trustProxy,
  });
  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.decorateRequest('country', '');
  app.decorateRequest('operator', null);
  app.decorateRequest('operatorSession', null);
  app.decorateRequest('auditBefore', undefined);
  collectOperatorRoutes(app);

  await registerSecurityHeaders(app);
  await app.register(cookie);
  // Pages, assets and JSON go out compressed; a low brotli level keeps it cheap per request.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  registerErrorHandling(app);
  registerCsrfGuard(app);
  registerTextGuard(app);
  app.addHook('onRequest', async (request) => {
    // A provider's signed call has no browser: neither mirror nor session.
    if (isServerToServer(request)) return;
    await resolveSite(request);
    await resolveSession(request);
  });
  await registerRateLimits(app);
  if (deps.config.redisUrl) await shareCatalogueChanges(app, deps.config.redisUrl);
  // Every request's latency, whatever the roles, and /metrics when METRICS_TOKEN is set.
  registerMetrics(app);
  // Before the modules: whatever they take from deps.realtime is the socket server's publisher.
  // A node without the realtime role still publishes through Redis to the nodes that have it.
  if (deps.config.roles.has('realtime') || deps.config.redisUrl) {
    await attachRealtime(app, {
      serveSockets: deps.config.roles.has('realtime'),
      redisUrl: deps.config.redisUrl,
      sessionCheckMs: deps.config.realtimeSessionCheckMs,
    });
  }
  if (deps.config.roles.has('api')) {
    await registerOpenApi(app);
    await app.register(registerModules);
  }
  if (deps.config.roles.has('web')) await registerWeb(app);
  return app;
}
