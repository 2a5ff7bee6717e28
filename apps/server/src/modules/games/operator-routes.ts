import {
  OperatorCategory,
  OperatorCategoryGames,
  OperatorCategoryGamesBody,
  OperatorCategoryOrderBody,
  OperatorGame,
  OperatorGamesPage,
  OperatorGamesQuery,
  OperatorGameUpdateBody,
  OperatorProducer,
  OperatorProducerUpdateBody,
  OperatorRtpPage,
  OperatorRtpQuery,
} from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorRoute } from '../../http/operator-route.ts';
import {
  categoryGames,
  changeGame,
  changeProducer,
  gamesRtp,
  operatorCategories,
  operatorGame,
  operatorGames,
  operatorProducer,
  operatorProducers,
  orderCategories,
  orderGamesOf,
} from './operator-service.ts';

const tags = ['operator'];
const IdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const CategoryParams = z.object({ id: z.string().min(1).max(100) });
const SlugParams = z.object({ slug: z.string().min(1).max(100) });

/** The back office's catalogue: games, categories and their order, producers, measured RTP. */
export async function gamesOperatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/operator/games',
    {
      ...operatorRoute(app, 'games.read'),
      schema: {
        tags,
        summary: 'The whole catalogue, enabled or not (search, producer, state; paged)',
        querystring: OperatorGamesQuery,
        response: { 200: OperatorGamesPage },
      },
    },
    async (request) => operatorGames(deps, request.query),
  );

  app.patch(
    '/api/operator/games/:id',
    {
      ...operatorRoute(app, 'games.write'),
      schema: {
        tags,
        summary: 'Enables or disables a game, or sets the countries it is restricted in',
        params: IdParams,
        body: OperatorGameUpdateBody,
        response: { 200: OperatorGame },
      },
    },
    async (request) => {
      request.auditBefore = await operatorGame(deps, request.params.id);
      return changeGame(deps, request.params.id, request.body);
    },
  );

  app.get(
    '/api/operator/games/rtp',
    {
      ...operatorRoute(app, 'games.read'),
      schema: {
        tags,
        summary:
          'RTP per game measured from the ledger’s rounds of a period against the declared one, with its 95 % interval',
        querystring: OperatorRtpQuery,
        response: { 200: OperatorRtpPage },
      },
    },
    async (request) => gamesRtp(deps, request.query),
  );

  app.get(
    '/api/operator/categories',
    {
      ...operatorRoute(app, 'games.read'),
      schema: {
        tags,
        summary: 'Every category in the lobby’s order, with its number of games',
        response: { 200: z.array(OperatorCategory) },
      },
    },
    async () => operatorCategories(deps),
  );

  app.put(
    '/api/operator/categories/order',
    {
      ...operatorRoute(app, 'games.write'),
      schema: {
        tags,
        summary: 'Orders the categories (the list names each category once)',
        body: OperatorCategoryOrderBody,
        response: { 200: z.array(OperatorCategory) },
      },
    },
    async (request) => {
      request.auditBefore = (await operatorCategories(deps)).map((c) => c.id);
      return orderCategories(deps, request.body.category_ids);
    },
  );

  app.get(
    '/api/operator/categories/:id/games',
    {
      ...operatorRoute(app, 'games.read'),
      schema: {
        tags,
        summary: 'A category’s games in its order',
        params: CategoryParams,
        response: { 200: OperatorCategoryGames },
      },
    },
    async (request) => categoryGames(deps, request.params.id),
  );

  app.put(
    '/api/operator/categories/:id/games',
    {
      ...operatorRoute(app, 'games.write'),
      schema: {
        tags,
        summary: 'Orders a category’s games (the list is exactly its games)',
        params: CategoryParams,
        body: OperatorCategoryGamesBody,
        response: { 200: OperatorCategoryGames },
      },
    },
    async (request) => {
      request.auditBefore = (await categoryGames(deps, request.params.id)).games.map((g) => g.id);
      return orderGamesOf(deps, request.params.id, request.body.game_ids);
    },
  );

  app.get(
    '/api/operator/producers',
    {
      ...operatorRoute(app, 'games.read'),
      schema: {
        tags,
        summary: 'Every producer, enabled or not, with its number of games',
        response: { 200: z.array(OperatorProducer) },
      },
    },
    async () => operatorProducers(deps),
  );

  app.patch(
    '/api/operator/producers/:slug',
    {
      ...operatorRoute(app, 'games.write'),
      schema: {
        tags,
        summary: 'Enables or disables a producer (all its games), or sets the countries it is restricted in',
        params: SlugParams,
        body: OperatorProducerUpdateBody,
        response: { 200: OperatorProducer },
      },
    },
    async (request) => {
      request.auditBefore = await operatorProducer(deps, request.params.slug);
      return changeProducer(deps, request.params.slug, request.body);
    },
  );
}
