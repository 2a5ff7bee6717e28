import { Readable } from 'node:stream';
import {
  AffiliateReportQuery,
  Dashboard,
  DashboardQuery,
  GGR_DIMENSIONS,
  GgrCsvQuery,
  GgrReport,
  GgrReportQuery,
  ReportPeriodQuery,
  ResponsibleGamblingReport,
} from '@orbit/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { operatorRoute } from '../../http/operator-route.ts';
import {
  affiliatesCsv,
  dashboard,
  dashboardCsv,
  ggrCsv,
  ggrReport,
  responsibleGamblingCsv,
  responsibleGamblingReport,
} from './service.ts';

// Unpublished like every operator route: the public API document is the players'.
const tags = ['operator'];

const sendCsv = (reply: FastifyReply, name: string, lines: AsyncGenerator<string>) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="orbit-${name}.csv"`)
    .send(Readable.from(lines));

/**
 * The back office's dashboard and reports (reports.read): JSON for the screens, and a `.csv` twin
 * of every table, recorded in the audit log as a data export.
 */
export async function adminReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const exported = { auditReads: true };

  app.get(
    '/api/operator/dashboard',
    {
      ...operatorRoute(app, 'reports.read'),
      schema: {
        tags,
        summary: 'Deposits, withdrawals, GGR, bonus cost, NGR, active and new players per day and in all',
        querystring: DashboardQuery,
        response: { 200: Dashboard },
      },
    },
    async (request) => dashboard(deps, request.query),
  );

  app.get(
    '/api/operator/dashboard.csv',
    {
      ...operatorRoute(app, 'reports.read', exported),
      schema: { tags, summary: "The dashboard's days and totals as CSV", querystring: DashboardQuery },
    },
    async (request, reply) =>
      sendCsv(reply, `dashboard-${request.query.currency}`, dashboardCsv(deps, request.query)),
  );

  for (const dimension of GGR_DIMENSIONS) {
    const url = `/api/operator/reports/ggr/by-${dimension}`;
    app.get(
      url,
      {
        ...operatorRoute(app, 'reports.read'),
        schema: {
          tags,
          summary: `GGR by ${dimension} in a period and currency, paged`,
          querystring: GgrReportQuery,
          response: { 200: GgrReport },
        },
      },
      async (request) => ggrReport(deps, dimension, request.query),
    );
    app.get(
      `${url}.csv`,
      {
        ...operatorRoute(app, 'reports.read', exported),
        schema: { tags, summary: `GGR by ${dimension} as CSV (every row)`, querystring: GgrCsvQuery },
      },
      async (request, reply) =>
        sendCsv(
          reply,
          `ggr-by-${dimension}-${request.query.currency}`,
          ggrCsv(deps, dimension, request.query),
        ),
    );
  }

  app.get(
    '/api/operator/reports/responsible-gambling',
    {
      ...operatorRoute(app, 'reports.read'),
      schema: {
        tags,
        summary: 'Limits set, bets and deposits refused by a limit, exclusions started, in a period',
        querystring: ReportPeriodQuery,
        response: { 200: ResponsibleGamblingReport },
      },
    },
    async (request) => responsibleGamblingReport(deps, request.query),
  );

  app.get(
    '/api/operator/reports/responsible-gambling.csv',
    {
      ...operatorRoute(app, 'reports.read', exported),
      schema: { tags, summary: 'The responsible-gambling report as CSV', querystring: ReportPeriodQuery },
    },
    async (request, reply) =>
      sendCsv(reply, 'responsible-gambling', responsibleGamblingCsv(deps, request.query)),
  );

  app.get(
    '/api/operator/reports/affiliates.csv',
    {
      ...operatorRoute(app, 'reports.read', exported),
      schema: {
        tags,
        summary: 'The affiliate report as CSV (a line per tag and currency)',
        querystring: AffiliateReportQuery,
      },
    },
    async (request, reply) => sendCsv(reply, 'affiliates', affiliatesCsv(deps, request.query)),
  );
}
