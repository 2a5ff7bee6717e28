import { PlayerSessions } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { audit } from '../../lib/audit.ts';
import { browserSessionOf } from './http.ts';
import { listSessions, revokeOwnSession } from './service.ts';

const tags = ['sessions'];

/** The player's sessions: GET /api/player/sessions, DELETE /api/player/sessions/{id}. */
export async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/player/sessions',
    { schema: { tags, summary: 'The signed-in browsers of the player', response: { 200: PlayerSessions } } },
    async (request) => listSessions(deps, contextOf(request), requireUser(request)),
  );

  app.delete(
    '/api/player/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Sign one of your browsers out (404 for any other id)',
        params: z.object({ id: z.string().max(20) }),
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const ctx = contextOf(request);
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
      if (
        id === undefined ||
        !(await revokeOwnSession(deps, ctx, browserSessionOf(request, reply), user, id))
      ) {
        throw new HttpError(404, 'not_found', 'No such session');
      }
      await audit(deps, ctx, 'session_revoked', user.id, { session_id: id });
      return reply.status(204).send(null);
    },
  );
}
