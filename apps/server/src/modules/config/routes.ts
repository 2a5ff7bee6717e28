import { Manager, ManagersBody } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { frontendConfig, managerFor } from './service.ts';

const tags = ['config'];

/** /api/fe/config/* served from config_entries. */
export async function configRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.post(
    '/api/fe/config/managers',
    {
      schema: {
        tags,
        summary: 'The personal manager of the first matching VIP group (204 when none)',
        body: ManagersBody,
        response: { 200: Manager, 204: z.null().describe('No manager for these groups') },
      },
    },
    async (request, reply) => {
      const manager = await managerFor(deps, request.body.userGroups);
      return manager ? manager : reply.status(204).send(null);
    },
  );

  app.get(
    '/api/fe/config/:name',
    {
      schema: {
        tags,
        summary: 'A front-end config (operator-authored JSON)',
        params: z.object({ name: z.string().max(100) }),
      },
    },
    async (request) => frontendConfig(deps, request.params.name),
  );
}
