import { PwaEventRequest, PwaReport, PwaReportQuery } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '../../http/guards.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { authRateLimit } from '../../http/rate-limit.ts';
import { dailyReport, recordEvent } from './service.ts';

/** Events one address may report a minute: a session sends one `open`, an install one more. */
export const PWA_EVENTS_PER_MINUTE = 20;

/**
 * The installed app's events (the reference client's `POST /api/pwa_events`; a platform call, so
 * no `/api-fe/` form), and the operator's figures per day.
 */
export async function pwaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.post(
    '/api/pwa_events',
    {
      preValidation: signedIn,
      config: authRateLimit(app, PWA_EVENTS_PER_MINUTE, '1 minute'),
      schema: {
        tags: ['pwa'],
        summary: 'The installed app was opened (once per session) or installed',
        body: PwaEventRequest,
      },
    },
    async (request, reply) => {
      await recordEvent(deps, requireUser(request), request.body.event);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/operator/reports/pwa',
    {
      ...operatorRoute(app, 'reports.read'),
      schema: {
        tags: ['operator'],
        summary: 'Installs and opens of the installed app per day (UTC), and the players who opened it',
        querystring: PwaReportQuery,
        response: { 200: PwaReport },
      },
    },
    async (request) => dailyReport(deps, request.query),
  );
}
