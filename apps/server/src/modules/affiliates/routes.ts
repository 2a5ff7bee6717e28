import { AffiliateReport, AffiliateReportQuery, UtmLogRequest } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../http/guards.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { keepUtm, sendUtm, visitorUtmOf } from './http.ts';
import { affiliateReport } from './service.ts';
import { keptUtm } from './tags.ts';

const NoContent = z.null().describe('No content');

/** The spec's path and the newer client's (`/api-fe/…`), served by one handler. */
const bothFamilies = (path: string) => [path, `/api-fe${path}`];

/** UTM keys of visitors and players, and the operator's report per affiliate tag. */
export async function affiliateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const tags = ['affiliates'];

  for (const url of bothFamilies('/log_utm_set')) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: "Keeps the visitor's UTM keys (a cookie) until they are recorded for a player",
          body: UtmLogRequest,
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        const values = keptUtm(request.body.utmMetrics);
        if (values) await keepUtm(request, reply, values);
        return reply.status(204).send(null);
      },
    );
  }

  for (const url of bothFamilies('/log_utm_send')) {
    app.post(
      url,
      {
        preValidation: signedIn,
        schema: {
          tags,
          summary:
            "Records the signed-in player's UTM keys (these, else the kept ones); the first recorded stay",
          body: UtmLogRequest,
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        requireUser(request);
        await sendUtm(request, reply, keptUtm(request.body.utmMetrics) ?? visitorUtmOf(request));
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/api/operator/reports/affiliates',
    {
      ...operatorRoute(app, 'reports.read'),
      schema: {
        tags: ['operator'],
        summary:
          'Per affiliate tag: registrations and first deposits (count and sum per currency) in a period',
        querystring: AffiliateReportQuery,
        response: { 200: AffiliateReport },
      },
    },
    async (request) => affiliateReport(deps, request.query),
  );
}
