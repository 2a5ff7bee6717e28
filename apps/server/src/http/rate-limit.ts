import rateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';

/**
 * Rate limits are opt-in per route (`config.rateLimit`): sign-in, registration, reset and
 * resend set their own. Counters live in memory; with REDIS_URL they move to Redis (scale-out issue).
 */
export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'too_many_requests',
      message: `Too many attempts, try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });
}

/** The per-route limit used by the sensitive auth calls, or none when RATE_LIMIT=off (tests). */
export function authRateLimit(
  app: FastifyInstance,
  max: number,
  timeWindow = '10 minutes',
): FastifyContextConfig {
  return app.deps.config.rateLimitEnabled ? { rateLimit: { max, timeWindow } } : {};
}
