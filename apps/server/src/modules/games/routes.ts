import {
  Device,
  FAVORITES_ACCEPT_CLIENT,
  Game,
  GameCollection,
  GameProvider,
  GamesFilterBody,
  GamesFilterResponse,
  GamesSelectBody,
  GamesSelectBySeoTitlesBody,
  GamesSelectResponse,
  PlayedGame,
} from '@orbit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../http/guards.ts';
import { COMPRESS_FROM_BYTES, type EncodedAnswer, preferredEncoding } from './answer-cache.ts';
import {
  addFavouriteGame,
  favouriteGames,
  favouriteIds,
  playedGames,
  removeFavouriteGame,
} from './favourites.ts';
import {
  collections,
  filterGamesAnswer,
  providers,
  randomGame,
  selectGames,
  selectGamesBySeoTitles,
} from './service.ts';

const tags = ['games'];
const NoContent = z.null().describe('No content');
const NotFound = z.object({ error: z.string(), message: z.string() });
/** The favourite's id stays a string here so that a non-number is a 422 field error, not a 400. */
const FavouriteParams = z.object({ id: z.string().max(40, 'validation.too_long') });

/**
 * JSON already encoded by the route's response schema (a kept answer) goes out as it is: Fastify
 * does not serialise a string sent as JSON again, nor @fastify/compress compress what already has
 * a Content-Encoding (the answer's kept compressed form).
 */
async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding =
    request.headers['x-no-compression'] === undefined
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding || answer.bytes < COMPRESS_FROM_BYTES) return reply.send(answer.json);
  const body = await answer.encoded(encoding);
  return reply.header('content-encoding', encoding).send(body);
}

/** games_filter, select, collections, providers, random; favourites and played games. */
export async function gamesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.deps;

  app.post(
    '/api/games_filter',
    {
      schema: {
        tags,
        summary: 'Games by category (strategy OR), provider, title search and typed filters; paginated',
        body: GamesFilterBody,
        response: { 200: GamesFilterResponse },
      },
    },
    async (request, reply) =>
      sendAnswer(request, reply, await filterGamesAnswer(db, request.body, request.country)),
  );

  app.post(
    '/api/games_filter/select',
    {
      schema: {
        tags,
        summary: 'Games by identifier, keyed by identifier (unknown ones are absent)',
        body: GamesSelectBody,
        response: { 200: GamesSelectResponse },
      },
    },
    async (request) => selectGames(db, request.body.game_ids, request.body.device, request.country),
  );

  app.post(
    '/api/games_filter/select_by_seo_titles',
    {
      schema: {
        tags,
        summary:
          'Games by SEO title (at most 50), keyed by identifier; a title may name games of several producers',
        body: GamesSelectBySeoTitlesBody,
        response: { 200: GamesSelectResponse },
      },
    },
    async (request) => selectGamesBySeoTitles(db, request.body, request.country),
  );

  app.get(
    '/api/games/collections',
    {
      schema: {
        tags,
        summary: "Categories and collections, with the geo variants (slug:CC) of the visitor's country",
        response: { 200: z.array(GameCollection) },
      },
    },
    async (request) => collections(db, request.country),
  );

  app.get(
    '/api/games/providers',
    { schema: { tags, summary: 'Game producers', response: { 200: z.array(GameProvider) } } },
    async (request) => providers(db, request.country),
  );

  app.get(
    '/api/games/random',
    {
      schema: {
        tags,
        summary: 'One random game of a category (of every game without identifier)',
        querystring: z.object({
          identifier: z.string().max(100, 'validation.too_long').optional(),
          device: Device.optional(),
        }),
        response: { 200: Game, 404: NotFound },
      },
    },
    async (request) => randomGame(db, request.query.identifier, request.query.device, request.country),
  );

  app.get(
    '/api/player/favorite_games',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: `Favourite games: ids with accept-client ${FAVORITES_ACCEPT_CLIENT.ids}, else full games (newest first)`,
        response: { 200: z.union([z.array(z.number().int()), z.array(Game)]) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const acceptClient = request.headers['accept-client'];
      const wantsIds =
        typeof acceptClient === 'string' && acceptClient.trim() === FAVORITES_ACCEPT_CLIENT.ids;
      return wantsIds ? favouriteIds(fastify.deps, user) : favouriteGames(fastify.deps, user);
    },
  );

  app.put(
    '/api/player/favorite_games/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Add a favourite by any per-currency game id (idempotent)',
        params: FavouriteParams,
        response: { 204: NoContent, 404: NotFound },
      },
    },
    async (request, reply) => {
      await addFavouriteGame(fastify.deps, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/player/favorite_games/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Remove a favourite by any per-currency game id (idempotent)',
        params: FavouriteParams,
        response: { 204: NoContent, 404: NotFound },
      },
    },
    async (request, reply) => {
      await removeFavouriteGame(fastify.deps, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/player/played_games',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Games the player played, latest first',
        response: { 200: z.array(PlayedGame) },
      },
    },
    async (request) => playedGames(fastify.deps, requireUser(request)),
  );
}
