import {
  GroupNotificationInput,
  NotificationList,
  NotificationMessageInput,
  NotificationReadInput,
  NotificationSendResult,
  OfferLocaleQuery,
} from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../http/guards.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { bothFamilies } from '../../http/path-families.ts';
import { deleteFor, listFor, readFor, sendGroupMessage, sendMessage } from './service.ts';

const tags = ['notifications'];
const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const UnreadCount = z.object({ unread_count: z.number().int() });

/** The player's notification centre, and the operator's personal messages. */
export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  for (const url of bothFamilies('/notifications')) {
    app.get(
      url,
      {
        preValidation: signedIn,
        schema: {
          tags,
          summary: "The player's notifications, newest first (50), and how many are unread",
          querystring: OfferLocaleQuery,
          response: { 200: NotificationList },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return listFor(deps, user, request.query.locale ?? user.language ?? 'en');
      },
    );
  }

  for (const url of bothFamilies('/notifications/read')) {
    app.post(
      url,
      {
        preValidation: signedIn,
        schema: {
          tags,
          summary: 'Marks the listed notifications read (all of them without `ids`)',
          body: NotificationReadInput,
          response: { 200: UnreadCount },
        },
      },
      async (request) => readFor(deps, requireUser(request), request.body.ids),
    );
  }

  for (const url of bothFamilies('/notifications/:id')) {
    app.delete(
      url,
      {
        preValidation: signedIn,
        schema: {
          tags,
          summary: 'Deletes one of the player’s notifications',
          params: IdParams,
          response: { 200: UnreadCount },
        },
      },
      async (request) => deleteFor(deps, requireUser(request), request.params.id),
    );
  }

  app.post(
    '/api/operator/notifications',
    {
      ...operatorRoute(app, 'support.write'),
      schema: {
        tags: ['operator'],
        summary: 'A personal message to players (once per idempotency key)',
        body: NotificationMessageInput,
        response: { 200: NotificationSendResult, 201: NotificationSendResult },
      },
    },
    async (request, reply) => {
      const result = await sendMessage(deps, request.body);
      return reply.status(result.sent > 0 ? 201 : 200).send(result);
    },
  );

  app.post(
    '/api/operator/notifications/group',
    {
      ...operatorRoute(app, 'support.write'),
      schema: {
        tags: ['operator'],
        summary: 'A personal message to every player of a group (once per player and idempotency key)',
        body: GroupNotificationInput,
        response: { 200: NotificationSendResult, 201: NotificationSendResult },
      },
    },
    async (request, reply) => {
      const result = await sendGroupMessage(deps, request.body);
      return reply.status(result.sent > 0 ? 201 : 200).send(result);
    },
  );
}
