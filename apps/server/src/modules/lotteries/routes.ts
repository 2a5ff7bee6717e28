import {
  Lottery,
  LotteryInput,
  LotteryStatus,
  LotteryTicketGrantInput,
  LotteryTicketList,
  OfferLocaleQuery,
  OperatorPageQuery,
} from '@orbit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../http/guards.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import {
  changeLottery,
  createLottery,
  operatorGrant,
  operatorLotteries,
  operatorLottery,
} from './operator.ts';
import { listLotteries, lotteryOf, statusesOf, statusFor, ticketListFor } from './service.ts';

const tags = ['lotteries'];

/** The spec's slug or the current client's numeric id, one parameter. */
const LotteryParams = z.object({ idOrSlug: z.string().min(1).max(80) });
const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Lotteries: the list, one lottery, the player's tickets and the published ticket list; the operator's side. */
export async function lotteryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  // The page's locale first (a German page shows German titles), then the player's.
  const viewer = (request: FastifyRequest & { query: { locale?: string | undefined } }) => ({
    user: request.user ?? null,
    locale: request.query.locale ?? request.user?.language ?? 'en',
  });

  app.get(
    '/api/lotteries',
    {
      schema: {
        tags,
        summary: 'The lotteries the viewer may take part in: running, upcoming and drawn in the last 30 days',
        querystring: OfferLocaleQuery,
        response: { 200: z.array(Lottery) },
      },
    },
    async (request) => listLotteries(deps, viewer(request)),
  );

  app.get(
    '/api/lotteries/statuses',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "The player's tickets and prizes in each listed lottery where they hold tickets",
        response: { 200: z.array(LotteryStatus) },
      },
    },
    async (request) => statusesOf(deps, requireUser(request)),
  );

  app.get(
    '/api/lotteries/:idOrSlug',
    {
      schema: {
        tags,
        summary: 'One lottery by its id or slug',
        params: LotteryParams,
        querystring: OfferLocaleQuery,
        response: { 200: Lottery },
      },
    },
    async (request) => lotteryOf(deps, request.params.idOrSlug, viewer(request)),
  );

  app.get(
    '/api/lotteries/:idOrSlug/status',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "The player's tickets and prizes in one lottery",
        params: LotteryParams,
        response: { 200: LotteryStatus },
      },
    },
    async (request) => statusFor(deps, request.params.idOrSlug, requireUser(request)),
  );

  app.get(
    '/api/lotteries/:idOrSlug/tickets',
    {
      schema: {
        tags,
        summary: 'The published ticket list and its SHA-256 (once sales closed; 403 before)',
        params: LotteryParams,
        response: { 200: LotteryTicketList },
      },
    },
    async (request) => ticketListFor(deps, request.params.idOrSlug, request.user ?? null),
  );
  const operatorTags = ['operator'];
  app.get(
    '/api/operator/lotteries',
    {
      ...operatorRoute(app, 'promotions.read'),
      schema: {
        tags: operatorTags,
        summary: 'The lotteries, newest first, a page at a time',
        querystring: OperatorPageQuery,
      },
    },
    async (request) => operatorLotteries(deps, request.query.page, request.query.per_page),
  );
  app.post(
    '/api/operator/lotteries',
    {
      ...operatorRoute(app, 'promotions.write'),
      schema: {
        tags: operatorTags,
        summary: 'Create a lottery (its draw seed made here)',
        body: LotteryInput,
      },
    },
    async (request, reply) => reply.status(201).send(await createLottery(deps, request.body)),
  );
  app.put(
    '/api/operator/lotteries/:id',
    {
      ...operatorRoute(app, 'promotions.write'),
      schema: {
        tags: operatorTags,
        summary: 'Change a lottery (not once drawn; prizes replaced whole)',
        params: IdParams,
        body: LotteryInput,
      },
    },
    async (request) => {
      request.auditBefore = (await operatorLottery(deps, request.params.id)) ?? null;
      return changeLottery(deps, request.params.id, request.body);
    },
  );
  app.post(
    '/api/operator/lotteries/:id/tickets',
    {
      ...operatorRoute(app, 'promotions.write'),
      schema: {
        tags: operatorTags,
        summary: 'Give a player tickets (once per key)',
        params: IdParams,
        body: LotteryTicketGrantInput,
      },
    },
    async (request, reply) => {
      const grant = await operatorGrant(deps, request.params.id, request.body);
      return reply.status(grant.created ? 201 : 200).send(grant);
    },
  );
}
