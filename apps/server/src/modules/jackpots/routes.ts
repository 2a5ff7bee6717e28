import { GamesJackpots, Jackpot, JackpotWin, OperatorJackpot } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorRoute } from '../../http/operator-route.ts';
import { jackpotList, jackpotTotalsByProvider, latestJackpotWins, operatorJackpots } from './service.ts';

const tags = ['jackpots'];

/** /api/jackpots, /api/games/jackpots, /api/jackpot_wins. */
export async function jackpotsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.deps;

  app.get(
    '/api/jackpots',
    { schema: { tags, summary: 'Jackpots and their levels', response: { 200: z.array(Jackpot) } } },
    async () => jackpotList(db),
  );

  app.get(
    '/api/games/jackpots',
    {
      schema: {
        tags,
        summary: 'Jackpot totals per currency and provider, in major units',
        response: { 200: GamesJackpots },
      },
    },
    async () => jackpotTotalsByProvider(db),
  );

  app.get(
    '/api/jackpot_wins',
    {
      schema: {
        tags,
        summary: 'The latest jackpot wins (at most 50)',
        response: { 200: z.array(JackpotWin) },
      },
    },
    async () => latestJackpotWins(db),
  );

  app.get(
    '/api/operator/jackpots',
    {
      ...operatorRoute(app, 'games.read'),
      schema: {
        tags: ['operator'],
        summary: 'Every jackpot, any state, with what each level holds now (minor units)',
        response: { 200: z.array(OperatorJackpot) },
      },
    },
    async () => operatorJackpots(db),
  );
}
