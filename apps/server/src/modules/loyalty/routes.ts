import {
  COMP_KINDS,
  CompCard,
  CompExchangeRequest,
  CompExchangeResult,
  CompPoints,
  OfferLocaleQuery,
} from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../http/guards.ts';
import { compPointsOf } from './comp-points.ts';
import { operatorLoyaltyRoutes } from './operator-routes.ts';
import { exchangePoints, listShopCards } from './shop.ts';

const tags = ['loyalty'];

const KindParams = z.object({ kind: z.enum(COMP_KINDS) });
const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(100).optional() });

/** Comp points: the player's balance, the shop's cards by kind, and exchanging coins for them. */
export async function loyaltyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/player/comp_points',
    {
      preValidation: signedIn,
      schema: { tags, summary: "The player's comp points", response: { 200: CompPoints } },
    },
    async (request) => compPointsOf(deps, requireUser(request).id),
  );

  app.get(
    '/api/comp_points/rates/:kind',
    {
      schema: {
        tags,
        summary: 'The comp shop’s cards of a kind (money, freespins, lootboxes, lotteries)',
        params: KindParams,
        querystring: OfferLocaleQuery,
        response: { 200: z.array(CompCard) },
      },
    },
    async (request) => {
      const user = request.user ?? null;
      // The page's locale first (a German page shows German cards), then the player's.
      const locale = request.query.locale ?? user?.language ?? 'en';
      return listShopCards(deps, request.params.kind, { user, locale });
    },
  );

  app.post(
    '/api/comp_points/exchange/:kind',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Exchange comp points for a card (Idempotency-Key makes a retry safe)',
        params: KindParams,
        headers: IdempotencyHeaders,
        body: CompExchangeRequest,
        response: { 200: CompExchangeResult },
      },
    },
    async (request) =>
      exchangePoints(
        deps,
        requireUser(request),
        request.params.kind,
        request.body.exchange,
        request.headers['idempotency-key'],
      ),
  );

  await app.register(operatorLoyaltyRoutes);
}
