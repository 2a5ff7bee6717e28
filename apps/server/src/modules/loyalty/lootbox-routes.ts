import { Lootbox } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../http/guards.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { GiveLootboxBody, giveLootbox } from './lootbox-operator.ts';
import { cancelLootbox, listLootboxes, openLootbox } from './lootbox-service.ts';

const tags = ['loyalty'];
const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Lootboxes and wheel spins: the player's list, opening one (a provably-fair draw), the operator's gift. */
export async function lootboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/player/lootboxes',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "The player's lootboxes and wheel spins (no expired; opened ones of today)",
        response: { 200: z.array(Lootbox) },
      },
    },
    async (request) => listLootboxes(deps, requireUser(request)),
  );

  app.post(
    '/api/player/lootboxes/:id/activation',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Open a lootbox (spin the wheel): the drawn item has prize: true, the draw its seeds',
        params: IdParams,
        response: { 200: Lootbox },
      },
    },
    async (request) => openLootbox(deps, requireUser(request), request.params.id),
  );

  app.post(
    '/api/operator/lootboxes',
    {
      ...operatorRoute(app, 'promotions.write'),
      schema: {
        tags: ['operator'],
        summary: 'Give a player a lootbox or a wheel spin (idempotent by key)',
        body: GiveLootboxBody,
        response: { 200: Lootbox, 201: Lootbox },
      },
    },
    async (request, reply) => {
      const { box, fresh } = await giveLootbox(deps, request.body);
      return reply.status(fresh ? 201 : 200).send(box);
    },
  );

  app.post(
    '/api/operator/lootboxes/:id/cancel',
    {
      ...operatorRoute(app, 'promotions.write'),
      schema: {
        tags: ['operator'],
        summary: 'Cancel an unopened lootbox or wheel spin (an opened one stays opened)',
        params: IdParams,
        response: { 200: Lootbox },
      },
    },
    async (request) => cancelLootbox(deps, request.params.id),
  );
}
