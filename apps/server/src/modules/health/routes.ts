import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/healthz',
      { schema: { hide: true, response: { 200: z.object({ ok: z.boolean() }) } } },
      async () => {
        await app.deps.db.execute(sql`select 1`);
        return { ok: true };
      },
    );
}
