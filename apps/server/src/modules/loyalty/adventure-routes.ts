import { Adventure, AdventureDayParams } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '../../http/guards.ts';
import { claimAdventureDay, playerAdventure } from './adventure.ts';

const tags = ['loyalty'];

/** The VIP adventure calendar: the player's days and claiming a completed day's prize. */
export async function adventureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/player/adventure',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          "The player's VIP adventure: its days, each day's steps from their deposits and bets, states",
        response: { 200: Adventure },
      },
    },
    async (request) => playerAdventure(deps, requireUser(request)),
  );

  app.post(
    '/api/player/adventure/days/:day/claim',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Take a completed day's prize (once; a repeat answers the adventure as it is)",
        params: AdventureDayParams,
        response: { 200: Adventure },
      },
    },
    async (request) => claimAdventureDay(deps, requireUser(request), request.params.day),
  );
}
