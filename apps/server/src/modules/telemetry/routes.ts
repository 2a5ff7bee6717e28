import {
  ClientLogEntry,
  GameStartReport,
  NetworkPerformanceReport,
  PerformanceReport,
  TransactionMetric,
  ValidationErrorsReport,
} from '@orbit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import {
  recordClientLog,
  recordGameStart,
  recordNetworkPerformance,
  recordPerformance,
  recordTransaction,
  recordValidationErrors,
} from './service.ts';

/** A report is small: a batch of vitals or timings, an error with its stack. Bigger is a 413. */
export const TELEMETRY_BODY_LIMIT = 8 * 1024;
/** Reports one address may send a minute, all telemetry paths together. */
export const TELEMETRY_REPORTS_PER_MINUTE = 120;

const tags = ['telemetry'];
const NoContent = z.null().describe('Counted');

/**
 * The spec's `PUT /<name>` and the newer client's `POST /api-fe/<name>` (the form `sendBeacon`
 * can send), served by one handler; `spec: false` for the calls only the newer client makes.
 */
const pathsOf = (name: string, spec = true) => [
  ...(spec ? [{ method: 'PUT' as const, url: `/${name}` }] : []),
  { method: 'POST' as const, url: `/api-fe/${name}` },
];

/**
 * Whether a request may come from a page of another site. Browsers tell it on every POST and PUT
 * (`Sec-Fetch-Site`, else `Origin`); a request that tells neither is no cross-site page's.
 */
function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    // Host names only: a default port is in one header and not the other.
    return new URL(origin).hostname !== request.hostname;
  } catch {
    return true;
  }
}

/**
 * Client telemetry: guests and players alike report, and each report is counted into the
 * metrics and forgotten (service.ts). Bodies are small (8 KiB), an address sends at most
 * 120 reports a minute, a bad body is a 422 and a good one a 204.
 *
 * CSRF: `sendBeacon` cannot set X-Requested-With, so these routes skip that guard. They read no
 * session and change nothing of anyone's, so a forged request could only add counts; the
 * same-origin check stops another site's pages from making their visitors' browsers do that.
 * `sendBeacon` sends a string as `text/plain`: here that text is parsed as JSON.
 */
export async function telemetryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  // This plugin's scope only: a beacon's text/plain body is JSON (with the JSON parser's guards).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  const withinRate = deps.config.rateLimitEnabled
    ? app.createRateLimit({ max: TELEMETRY_REPORTS_PER_MINUTE, timeWindow: 60_000 })
    : null;
  // Before the body is read: a refused report costs no parsing.
  app.addHook('onRequest', async (request) => {
    if (isCrossSite(request))
      throw new HttpError(403, 'cross_site', 'Reports come from this site’s pages only');
    const limit = await withinRate?.(request);
    if (limit && !limit.isAllowed && limit.isExceeded) {
      throw new HttpError(429, 'too_many_requests', `Too many reports, try again in ${limit.ttlInSeconds} s`);
    }
  });

  function report<S extends z.ZodType>(
    name: string,
    summary: string,
    body: S,
    record: (body: z.infer<S>, request: FastifyRequest) => void | Promise<void>,
    spec = true,
  ) {
    for (const { method, url } of pathsOf(name, spec)) {
      app.route({
        method,
        url,
        bodyLimit: TELEMETRY_BODY_LIMIT,
        config: { csrf: false },
        schema: { tags, summary, body, response: { 204: NoContent } },
        handler: async (request, reply) => {
          await record(request.body as z.infer<S>, request);
          return reply.status(204).send(null);
        },
      });
    }
  }

  report('performance', "A page load's Core Web Vitals", PerformanceReport, (body) =>
    recordPerformance(deps.metrics, body),
  );
  report('network-performance', 'Load times of what a page fetched', NetworkPerformanceReport, (body) =>
    recordNetworkPerformance(deps.metrics, body),
  );
  report('log', 'An error or warning of a page', ClientLogEntry, (body, request) => {
    recordClientLog(deps.metrics, body);
    // Kept nowhere; LOG_LEVEL=debug shows them in the server's log.
    request.log.debug({ clientLog: body }, 'client log');
  });
  report('metrics-errors-validation', 'The field errors a form showed', ValidationErrorsReport, (body) =>
    recordValidationErrors(deps.metrics, body),
  );
  report(
    'game-start-performance',
    'How long a game took to start',
    GameStartReport,
    (body) => recordGameStart(deps, body),
    false,
  );
  report(
    'metrics/transaction-metric',
    "A payment's outcome as the cashbox saw it",
    TransactionMetric,
    (body) => recordTransaction(deps.metrics, body),
    false,
  );
}
