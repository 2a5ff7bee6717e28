import {
  BATCH_MAX_URLS,
  OfferLocaleQuery,
  Tournament,
  TournamentConfirmRequest,
  TournamentConfirmResult,
  TournamentPlayerStatus,
} from '@orbit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../http/guards.ts';
import { operatorTournamentRoutes } from './operator-routes.ts';
import {
  confirmTournament,
  listTournaments,
  playerTournaments,
  recentTournaments,
  statusOf,
  tournamentOf,
  type Viewer,
} from './service.ts';

const tags = ['tournaments'];

const IdParams = z.object({ id: z.string().min(1).max(100) });

/** The page's locale first (a German page shows German titles), then the player's. */
const viewerOf = (request: FastifyRequest & { query: { locale?: string } }): Viewer => ({
  user: request.user ?? null,
  locale: request.query.locale ?? request.user?.language ?? 'en',
});

/**
 * What `GET /batch` may fetch: the statuses the current client asks for in bulk (the player's
 * tournaments, quest progress, lottery tickets). Nothing else: a batch must not become a way
 * around another route's guards or rate limits.
 */
const BATCHABLE = /^api\/(tournaments|lotteries)\/\d{1,9}\/status$/;

const BatchQuery = z.object({
  'url[]': z.union([z.string().max(200), z.array(z.string().max(200)).max(BATCH_MAX_URLS)]),
});

/** Tournaments and quests for players; `/batch` for the statuses; the operator's API. */
export async function tournamentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const locale = { querystring: OfferLocaleQuery };

  app.get(
    '/api/tournaments',
    {
      schema: {
        tags,
        summary: 'Running, upcoming and lately ended tournaments',
        ...locale,
        response: { 200: z.array(Tournament) },
      },
    },
    async (request) => listTournaments(deps, viewerOf(request)),
  );

  app.get(
    '/api/tournaments/recent',
    {
      schema: {
        tags,
        summary: 'The latest ended tournaments',
        ...locale,
        response: { 200: z.array(Tournament) },
      },
    },
    async (request) => recentTournaments(deps, viewerOf(request)),
  );

  app.get(
    '/api/tournaments/player',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The tournaments the player takes part in',
        ...locale,
        response: { 200: z.array(Tournament) },
      },
    },
    async (request) => playerTournaments(deps, { ...viewerOf(request), user: requireUser(request) }),
  );

  app.get(
    '/api/tournaments/:id',
    {
      schema: {
        tags,
        summary: 'A tournament (by id or slug) with its prizes and leaderboard',
        params: IdParams,
        ...locale,
        response: { 200: Tournament },
      },
    },
    async (request) => tournamentOf(deps, request.params.id, viewerOf(request)),
  );

  app.get(
    '/api/tournaments/:id/status',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "The player's standing and live place",
        params: IdParams,
        ...locale,
        response: { 200: TournamentPlayerStatus },
      },
    },
    async (request) =>
      statusOf(deps, request.params.id, { ...viewerOf(request), user: requireUser(request) }),
  );

  app.post(
    '/api/tournaments/:id/confirm',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Take part in a tournament that asks for confirmation',
        params: IdParams,
        body: TournamentConfirmRequest,
        response: { 200: TournamentConfirmResult },
      },
    },
    async (request) =>
      confirmTournament(deps, request.params.id, { user: requireUser(request), locale: 'en' }),
  );

  app.get(
    '/batch',
    {
      schema: {
        tags,
        summary: `Several statuses at once (at most ${BATCH_MAX_URLS} url[]): each answer by its url`,
        querystring: BatchQuery,
      },
    },
    async (request) => {
      const raw = request.query['url[]'];
      const urls = [...new Set(Array.isArray(raw) ? raw : [raw])];
      const answers: Record<string, unknown> = {};
      for (const url of urls) {
        if (!BATCHABLE.test(url)) {
          answers[url] = { error: 'not_batchable' };
          continue;
        }
        // The same request again, in-process, with the caller's own cookie: the route's guards apply.
        const response = await fastify.inject({
          method: 'GET',
          url: `/${url}`,
          // The caller's address, so per-address limits count the batch's calls as theirs.
          remoteAddress: request.ip,
          headers: { cookie: request.headers.cookie ?? '', host: request.headers.host ?? 'localhost' },
        });
        answers[url] = response.json();
      }
      return answers;
    },
  );

  await app.register(operatorTournamentRoutes);
}
