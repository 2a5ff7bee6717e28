import { OfferLocaleQuery, RocketChance, RocketChanceDraw } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../http/guards.ts';
import { drawRocketChance, rocketChanceFor } from './chance-service.ts';

const tags = ['loyalty'];
const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(100).optional() });

/** Rocket chance: comp coins for a provably-fair draw from a chance table (404 while its page is off). */
export async function rocketChanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/rocket_chance',
    {
      schema: {
        tags,
        summary: 'Rocket chance: the coins a draw costs and the chance table (weights are the odds)',
        querystring: OfferLocaleQuery,
        response: { 200: RocketChance },
      },
    },
    async (request) => {
      const user = request.user ?? null;
      return rocketChanceFor(deps, { user, locale: request.query.locale ?? user?.language ?? 'en' });
    },
  );

  app.post(
    '/api/rocket_chance/draws',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Spend coins on one rocket chance draw (Idempotency-Key makes a retry safe)',
        headers: IdempotencyHeaders,
        response: { 200: RocketChanceDraw },
      },
    },
    async (request) => drawRocketChance(deps, requireUser(request), request.headers['idempotency-key']),
  );
}
