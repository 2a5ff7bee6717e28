import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { methodLabel, routeLabel, statusClass } from './labels.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function hasBearer(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

/**
 * The app's own metrics, whatever its roles: every request's latency (one histogram observation
 * when the response is sent), and `GET /metrics` for Prometheus — only when METRICS_TOKEN is
 * set (else there is no such route: 404), and only with that token as a bearer (else 401).
 */
export function registerMetrics(app: FastifyInstance) {
  const { metrics, config } = app.deps;

  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequestDuration.observe(
      {
        method: methodLabel(request.method),
        route: routeLabel(request.routeOptions.url),
        status_class: statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const token = config.metricsToken;
  if (token === undefined) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!hasBearer(request, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: 'unauthorized', message: 'Authorization: Bearer <METRICS_TOKEN> required' });
    }
    const body = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
