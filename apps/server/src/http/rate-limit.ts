import rateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';

/** Counters' key prefix in Redis, shared by every node of one casino. */
const REDIS_NAMESPACE = 'orbit:rate-limit:';

/**
 * Rate limits are opt-in per route (`config.rateLimit`): sign-in, registration, reset, resend,
 * uploads. Counters live in this process, or with REDIS_URL in Redis, so that every node counts
 * the same attempts (a limit of 10 stays 10 behind a proxy spreading requests over nodes). While
 * Redis is away requests pass rather than fail: the limit pauses, the casino does not.
 */
export async function registerRateLimits(app: FastifyInstance) {
  const redisUrl = app.deps.config.redisUrl;
  // ioredis is loaded only with REDIS_URL: a node without it never holds the client's code.
  const redis = redisUrl
    ? new (await import('ioredis')).Redis(redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate limits: redis unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    ...(redis ? { redis, nameSpace: REDIS_NAMESPACE, skipOnError: true } : {}),
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
