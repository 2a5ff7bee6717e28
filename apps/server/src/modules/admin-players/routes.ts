import {
  Adjustment,
  AdjustmentBody,
  AdjustmentRejectBody,
  AdjustmentsPage,
  AdjustmentsQuery,
  BalanceHistoryPage,
  BalanceHistoryQuery,
  HouseRoundProof,
  PaymentsPage,
  PlayerBlockBody,
  PlayerGiftsPage,
  PlayerListQuery,
  PlayerNote,
  PlayerNoteBody,
  PlayerNotesPage,
  PlayerOverview,
  PlayerProfile,
  PlayerRoundsPage,
  PlayerSearchPage,
  PlayerSearchQuery,
  PlayerUnblockBody,
} from '@orbit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorRoute } from '../../http/operator-route.ts';
import {
  type Actor,
  addNote,
  adjustmentOr404,
  adjustmentsList,
  approveAdjustment,
  blockPlayer,
  playerBonuses,
  playerLedger,
  playerNotes,
  playerOr404,
  playerOverview,
  playerPayments,
  playerProfile,
  playerRoundProof,
  playerRounds,
  presentAdjustment,
  rejectAdjustment,
  requestAdjustment,
  searchPlayersPage,
  unblockPlayer,
} from './service.ts';

// Unpublished like every operator route: the public API document is the players'.
const tags = ['operator'];
const Id = z.coerce.number('validation.integer').int().min(1).max(2_147_483_647);
const IdParams = z.object({ id: Id });
const RoundParams = z.object({ id: Id, round: Id });

/** The signed-in operator (operatorRoute checked the session before the handler runs). */
const operatorOf = (request: FastifyRequest): Actor => {
  if (!request.operator) throw new Error('operator route without an operator');
  return request.operator;
};

/**
 * The back office's Players screens: search, a player's page and its lists (ledger, rounds with
 * their proofs, payments, bonuses, notes), block and unblock, and manual balance adjustments with
 * four eyes above `ADJUSTMENT_FOUR_EYES_CENTS`. Limits and exclusions are shown, never changed:
 * no operator endpoint lifts a cooling-off or a self-exclusion.
 */
export async function adminPlayersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/operator/players',
    {
      ...operatorRoute(app, 'players.read'),
      schema: {
        tags,
        summary: 'Players by the start of an e-mail, nickname or phone number, or by id; newest first',
        querystring: PlayerSearchQuery,
        response: { 200: PlayerSearchPage },
      },
    },
    async (request) => searchPlayersPage(deps, request.query),
  );

  app.get(
    '/api/operator/players/:id',
    {
      ...operatorRoute(app, 'players.read'),
      schema: {
        tags,
        summary: 'A player: profile, balances, limits and exclusions, live sessions, newest notes',
        params: IdParams,
        response: { 200: PlayerOverview },
      },
    },
    async (request) => playerOverview(deps, request.params.id),
  );

  app.get(
    '/api/operator/players/:id/ledger',
    {
      ...operatorRoute(app, 'players.read'),
      schema: {
        tags,
        summary: "Every movement of the player's money (their balance history), filtered and paged",
        params: IdParams,
        querystring: BalanceHistoryQuery,
        response: { 200: BalanceHistoryPage },
      },
    },
    async (request) => playerLedger(deps, request.params.id, request.query),
  );

  app.get(
    '/api/operator/players/:id/rounds',
    {
      ...operatorRoute(app, 'players.read'),
      schema: {
        tags,
        summary: "The player's real-money rounds, newest first",
        params: IdParams,
        querystring: PlayerListQuery,
        response: { 200: PlayerRoundsPage },
      },
    },
    async (request) => playerRounds(deps, request.params.id, request.query),
  );

  app.get(
    '/api/operator/players/:id/rounds/:round',
    {
      ...operatorRoute(app, 'players.read'),
      schema: {
        tags,
        summary: "One of the player's rounds with its provably-fair proof",
        params: RoundParams,
        response: { 200: HouseRoundProof },
      },
    },
    async (request) => playerRoundProof(deps, request.params.id, request.params.round),
  );

  app.get(
    '/api/operator/players/:id/payments',
    {
      ...operatorRoute(app, 'players.read'),
      schema: {
        tags,
        summary: "The player's deposits and withdrawals, newest first (at most 100 a page)",
        params: IdParams,
        querystring: PlayerListQuery,
        response: { 200: PaymentsPage },
      },
    },
    async (request) => playerPayments(deps, request.params.id, request.query),
  );

  app.get(
    '/api/operator/players/:id/bonuses',
    {
      ...operatorRoute(app, 'players.read'),
      schema: {
        tags,
        summary: "The player's gifts (bonuses and free spins), newest first",
        params: IdParams,
        querystring: PlayerListQuery,
        response: { 200: PlayerGiftsPage },
      },
    },
    async (request) => playerBonuses(deps, request.params.id, request.query),
  );

  app.get(
    '/api/operator/players/:id/notes',
    {
      ...operatorRoute(app, 'players.read'),
      schema: {
        tags,
        summary: 'The notes on a player, newest first',
        params: IdParams,
        querystring: PlayerListQuery,
        response: { 200: PlayerNotesPage },
      },
    },
    async (request) => playerNotes(deps, request.params.id, request.query),
  );

  app.post(
    '/api/operator/players/:id/notes',
    {
      ...operatorRoute(app, 'players.write'),
      schema: {
        tags,
        summary: 'Adds a note on a player (with its author and time)',
        params: IdParams,
        body: PlayerNoteBody,
        response: { 201: PlayerNote },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addNote(deps, operatorOf(request), request.params.id, request.body.text)),
  );

  const BlockAnswer = z.object({ player: PlayerProfile, sessions_ended: z.number().int().optional() });

  app.post(
    '/api/operator/players/:id/block',
    {
      ...operatorRoute(app, 'players.write'),
      schema: {
        tags,
        summary: 'Blocks a player: no sign-in, every session ends now (409 when blocked already)',
        params: IdParams,
        body: PlayerBlockBody,
        response: { 200: BlockAnswer },
      },
    },
    async (request) => {
      const before = await playerProfile(deps, await playerOr404(deps, request.params.id));
      request.auditBefore = { blocked: before.blocked };
      return blockPlayer(deps, operatorOf(request), request.params.id, request.body.reason);
    },
  );

  app.post(
    '/api/operator/players/:id/unblock',
    {
      ...operatorRoute(app, 'players.write'),
      schema: {
        tags,
        summary: 'Unblocks a player (409 when not blocked)',
        params: IdParams,
        body: PlayerUnblockBody,
        response: { 200: BlockAnswer },
      },
    },
    async (request) => {
      const before = await playerProfile(deps, await playerOr404(deps, request.params.id));
      request.auditBefore = { blocked: before.blocked };
      return unblockPlayer(deps, request.params.id);
    },
  );

  app.post(
    '/api/operator/players/:id/adjustments',
    {
      ...operatorRoute(app, 'players.adjust'),
      schema: {
        tags,
        summary:
          'A manual adjustment with its reason: applied at once up to the four-eyes amount, else pending ' +
          'until another operator approves it; the same idempotency_key again answers the first one',
        params: IdParams,
        body: AdjustmentBody,
        response: { 200: Adjustment, 201: Adjustment },
      },
    },
    async (request, reply) => {
      const { adjustment, fresh } = await requestAdjustment(
        deps,
        operatorOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(fresh ? 201 : 200).send(adjustment);
    },
  );

  app.get(
    '/api/operator/adjustments',
    {
      ...operatorRoute(app, 'players.read'),
      schema: {
        tags,
        summary: 'Manual adjustments, newest first (state=pending: those waiting for a second operator)',
        querystring: AdjustmentsQuery,
        response: { 200: AdjustmentsPage },
      },
    },
    async (request) => adjustmentsList(deps, request.query),
  );

  app.post(
    '/api/operator/adjustments/:id/approve',
    {
      ...operatorRoute(app, 'players.adjust'),
      schema: {
        tags,
        summary:
          'Approves a pending adjustment: the money moves once (403 for its requester, 409 when decided, ' +
          '422 when a debit exceeds the balance)',
        params: IdParams,
        response: { 200: Adjustment },
      },
    },
    async (request) => {
      request.auditBefore = await presentAdjustment(deps, await adjustmentOr404(deps, request.params.id));
      return approveAdjustment(deps, operatorOf(request), request.params.id);
    },
  );

  app.post(
    '/api/operator/adjustments/:id/reject',
    {
      ...operatorRoute(app, 'players.adjust'),
      schema: {
        tags,
        summary: 'Rejects a pending adjustment with a reason (409 when decided already)',
        params: IdParams,
        body: AdjustmentRejectBody,
        response: { 200: Adjustment },
      },
    },
    async (request) => {
      request.auditBefore = await presentAdjustment(deps, await adjustmentOr404(deps, request.params.id));
      return rejectAdjustment(deps, operatorOf(request), request.params.id, request.body.reason);
    },
  );
}
