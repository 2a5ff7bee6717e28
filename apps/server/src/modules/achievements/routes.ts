import { Achievement } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/guards.ts';
import { achievementsOf, forgetPendingChecks } from './service.ts';

/** The player's achievements (`/tournaments/achievements`). */
export async function achievementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  fastify.addHook('preClose', async () => forgetPendingChecks(deps));

  app.get(
    '/api/player/achievements',
    {
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: {
        tags: ['tournaments'],
        summary: "The player's badges: levels, progress and the level reached",
        response: { 200: z.array(Achievement) },
      },
    },
    async (request) => achievementsOf(deps, requireUser(request).id),
  );
}
