import {
  Account,
  AccountsQuery,
  BalanceHistoryPage,
  BalanceHistoryQuery,
  CompatAccount,
  OpenAccountBody,
  PatchPlayerBody,
  Player,
  PlayerGroupsBody,
  PlayerOrGuest,
  PlayerSettings,
  PlayerStats,
  Subscriptions,
  UpdateLocaleBody,
  UpdateSubscriptionsBody,
} from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../http/guards.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { presentAccount, presentCompatAccount, presentPlayer, presentSubscriptions } from './presenter.ts';
import { listAccounts } from './repository.ts';
import {
  changeGroups,
  guestPlayer,
  operatorChangeGroups,
  playerSettings,
  selectAccount,
  updateLocale,
  updatePlayerFields,
  updateSubscriptions,
} from './service.ts';
import { balanceHistory, playerStats } from './statement.ts';

const tags = ['player'];

/** Runs after the body is parsed (400/413 first) but before it is validated: a guest gets 401, not field errors. */

/** GET/PATCH /api/player, settings, stats, groups, accounts, update_locale, subscriptions. */
export async function playerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/player',
    {
      schema: {
        tags,
        summary: 'The signed-in player, or a guest without id',
        response: { 200: PlayerOrGuest },
      },
    },
    async (request) =>
      request.user ? presentPlayer(deps.db, request.user) : guestPlayer(deps, request.country),
  );

  app.patch(
    '/api/player',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Change the fields of one player_fields context',
        body: PatchPlayerBody,
        response: { 200: Player },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const updated = await updatePlayerFields(deps, user, request.body, request.country);
      return presentPlayer(deps.db, updated);
    },
  );

  app.get(
    '/api/player/settings',
    { schema: { tags, summary: 'Realtime and captcha settings', response: { 200: PlayerSettings } } },
    async (request, reply) => {
      // The socket token is a credential: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return playerSettings(deps, request.user, request.user ? request.session : null);
    },
  );

  app.get(
    '/api/player/stats',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'Deposit, cash-out and bet totals', response: { 200: PlayerStats } },
    },
    async (request) => playerStats(deps, requireUser(request)),
  );

  app.get(
    '/api/player/balance_history',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Every movement of the player's money with its cause, paged, newest first",
        querystring: BalanceHistoryQuery,
        response: { 200: BalanceHistoryPage },
      },
    },
    async (request) => balanceHistory(deps, requireUser(request), request.query),
  );

  app.post(
    '/api/player/groups',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'Join or leave writable groups', body: PlayerGroupsBody },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { add = [], remove = [] } = request.body.groups;
      await changeGroups(deps, user, add.map(Number), remove.map(Number));
      return reply.status(204).send();
    },
  );

  const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
  app.post(
    '/api/operator/players/:id/groups',
    {
      ...operatorRoute(app, 'players.write'),
      schema: {
        tags: ['operator'],
        summary: "Put a player in or out of groups (any group, not a level); answers the player's groups",
        params: IdParams,
        body: PlayerGroupsBody,
      },
    },
    async (request) => {
      const { add = [], remove = [] } = request.body.groups;
      return operatorChangeGroups(deps, request.params.id, add.map(Number), remove.map(Number));
    },
  );

  app.get(
    '/api/player/accounts',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The wallet accounts',
        querystring: AccountsQuery,
        response: { 200: z.union([z.array(Account), z.array(CompatAccount)]) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await listAccounts(deps.db, user.id);
      return request.query.compatibility === 'true'
        ? rows.map(presentCompatAccount)
        : rows.map((row) => presentAccount(row, user.currency));
    },
  );

  app.post(
    '/api/player/accounts',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Open or select the account of a currency',
        body: OpenAccountBody,
        response: { 200: Account },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await selectAccount(deps, user, request.body.currency);
      return presentAccount(row, row.currency);
    },
  );

  app.patch(
    '/api/player/update_locale',
    {
      preValidation: signedIn,
      schema: { tags, summary: "Save the player's language", body: UpdateLocaleBody },
    },
    async (request, reply) => {
      await updateLocale(deps, requireUser(request), request.body.locale);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/subscriptions',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'Marketing subscriptions', response: { 200: Subscriptions } },
    },
    async (request) => presentSubscriptions(requireUser(request)),
  );

  app.put(
    '/api/subscriptions',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Change marketing subscriptions',
        body: UpdateSubscriptionsBody,
        response: { 200: Subscriptions },
      },
    },
    async (request) => updateSubscriptions(deps, requireUser(request), request.body),
  );
}
