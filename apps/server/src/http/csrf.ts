import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` for server-to-server calls that carry their own signature (provider wallet, payment callbacks). */
    csrf?: boolean;
  }
}

/**
 * Unsafe requests must carry `X-Requested-With`, which a cross-site form cannot send and a
 * cross-site fetch cannot send without a CORS preflight that Orbit never grants.
 */
export function registerCsrfGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.csrf === false) return;
    if (!request.headers['x-requested-with']) {
      return reply.status(403).send({ error: 'csrf', message: 'X-Requested-With header required' });
    }
  });
}
