import {
  ClientSeedBody,
  GameHistoryItem,
  GameLaunch,
  GameLaunchBody,
  HouseActionBody,
  HouseBetBody,
  HousePlay,
  HouseRoundProof,
  HouseSeeds,
  HouseSession,
} from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../http/context.ts';
import { requireUser } from '../../http/guards.ts';
import { limitsReached } from '../limits/limit-list.ts';
import { playFreeSpin } from './free-spins.ts';
import { gameHistory, latestWinners, roundProof } from './history.ts';
import { launchGame } from './launch.ts';
import { actInRound, startRound } from './play.ts';
import { playerSeeds, rotate, setClientSeed } from './seeds.ts';
import { describeSession, playContext } from './session.ts';
import { cashOut, placeSharedBet } from './shared.ts';

const tags = ['house games'];
const TokenParams = z.object({ token: z.string().min(20).max(100) });
const RoundParams = TokenParams.extend({
  id: z.coerce.number({ error: 'validation.integer' }).int().positive(),
});
const ProofParams = z.object({
  id: z.coerce
    .number({ error: 'validation.integer' })
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** Launching games, playing house rounds, the provably-fair seeds, the history and the wins feed. */
export async function houseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.post(
    '/api/games/launch',
    {
      schema: {
        tags,
        summary:
          'Opens a game session (demo for anyone, real for a signed-in player) and gives the frame URL',
        body: GameLaunchBody,
        response: { 200: GameLaunch },
      },
    },
    async (request) => launchGame(deps, contextOf(request), request.body, limitsReached),
  );

  app.get(
    '/api/house/sessions/:token',
    {
      schema: {
        tags,
        summary: 'The game session the frame draws',
        params: TokenParams,
        response: { 200: HouseSession },
      },
    },
    async (request) => describeSession(await playContext(fastify, contextOf(request), request.params.token)),
  );

  app.post(
    '/api/house/sessions/:token/rounds',
    {
      schema: {
        tags,
        summary:
          'Plays a round of a solo game: the stake leaves the wallet, the outcome comes from the seeds',
        params: TokenParams,
        body: HouseBetBody,
        response: { 200: HousePlay },
      },
    },
    async (request) =>
      startRound(await playContext(fastify, contextOf(request), request.params.token), request.body.bet),
  );

  app.post(
    '/api/house/sessions/:token/free-spins',
    {
      schema: {
        tags,
        summary:
          "Plays one of the player's free spins on this slot at the gift's stake: the balance does not move, the winnings count on the gift",
        params: TokenParams,
        response: { 200: HousePlay },
      },
    },
    async (request) => playFreeSpin(await playContext(fastify, contextOf(request), request.params.token)),
  );

  app.post(
    '/api/house/sessions/:token/rounds/:id/actions',
    {
      schema: {
        tags,
        summary: 'A step of an open multi-step round (blackjack, video poker, mines)',
        params: RoundParams,
        body: HouseActionBody,
        response: { 200: HousePlay },
      },
    },
    async (request) =>
      actInRound(
        await playContext(fastify, contextOf(request), request.params.token),
        request.params.id,
        request.body.action,
      ),
  );

  app.post(
    '/api/house/sessions/:token/shared-bets',
    {
      schema: {
        tags,
        summary: 'A bet in the current round of a shared table (crash, live), while betting is open',
        params: TokenParams,
        body: HouseBetBody,
        response: { 200: HousePlay },
      },
    },
    async (request) =>
      placeSharedBet(await playContext(fastify, contextOf(request), request.params.token), request.body.bet),
  );

  app.post(
    '/api/house/sessions/:token/shared-bets/:id/cashout',
    {
      schema: {
        tags,
        summary: 'Crash: cashes the bet out at the multiplier the round shows now',
        params: RoundParams,
        response: { 200: HousePlay },
      },
    },
    async (request) =>
      cashOut(await playContext(fastify, contextOf(request), request.params.token), request.params.id),
  );

  app.get(
    '/api/house/seeds',
    { schema: { tags, summary: "The player's provably-fair seeds", response: { 200: HouseSeeds } } },
    async (request) => playerSeeds(deps.db, requireUser(request).id, deps.now()),
  );

  app.post(
    '/api/house/seeds/client',
    {
      schema: {
        tags,
        summary: 'Sets the client seed (starts a new seed pair and reveals the old server seed)',
        body: ClientSeedBody,
        response: { 200: HouseSeeds },
      },
    },
    async (request) => setClientSeed(deps.db, requireUser(request).id, request.body.client_seed, deps.now()),
  );

  app.post(
    '/api/house/seeds/rotate',
    {
      schema: {
        tags,
        summary: 'Reveals the server seed and commits a new one',
        response: { 200: HouseSeeds },
      },
    },
    async (request) => rotate(deps.db, requireUser(request).id, deps.now()),
  );

  app.get(
    '/api/house/rounds/:id',
    {
      schema: {
        tags,
        summary: "One of the player's rounds, with what the verifier needs",
        params: ProofParams,
        response: { 200: HouseRoundProof },
      },
    },
    async (request) => roundProof(deps.db, requireUser(request).id, request.params.id, deps.now()),
  );

  app.get(
    '/api/player/games',
    { schema: { tags, summary: "The player's game history", response: { 200: z.array(GameHistoryItem) } } },
    async (request) => gameHistory(deps.db, requireUser(request).id),
  );

  app.get(
    '/api/stats/winners/latest',
    { schema: { tags, summary: 'The latest big wins (the REST sibling of the wins channel)' } },
    async () => latestWinners(deps.db),
  );
}
