import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** How long readiness waits for the database before it calls this node not ready. */
export const READINESS_TIMEOUT_MS = 2_000;

const Health = z.object({ ok: z.boolean() });

/** Whether the database answers a trivial query in time. */
async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([app.deps.db.execute(sql`select 1`).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for a process manager or load balancer. Liveness (`/livez`): the process answers; restart
 * it when not. Readiness (`/readyz`, and `/healthz` as before): it can serve — the database
 * answers; send it no traffic while it answers 503 (the database is away, or the node is stopping:
 * Fastify answers 503 to every request once it has begun to close).
 */
export async function healthRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const probe = { hide: true, response: { 200: Health, 503: Health } };
  typed.get('/livez', { schema: probe }, async () => ({ ok: true }));
  for (const url of ['/readyz', '/healthz']) {
    typed.get(url, { schema: probe }, async (_request, reply) => {
      const ok = await databaseAnswers(app);
      return reply.code(ok ? 200 : 503).send({ ok });
    });
  }
}
