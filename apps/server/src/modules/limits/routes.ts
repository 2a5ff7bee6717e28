import {
  RealityCheck,
  RealityCheckBody,
  UserLimitBody,
  UserLimitConfirmBody,
  UserLimits,
} from '@orbit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { confirmLimit } from './confirmation.ts';
import { removeLimit, setLimit } from './limit-changes.ts';
import { listLimits } from './limit-list.ts';
import { realityCheck, setRealityCheckInterval } from './reality-check.ts';

const tags = ['limits'];

/** Responsible-gambling limits: list, create or update, remove, confirm by the mailed link. */
export async function limitsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const listFor = (request: FastifyRequest, userId: number) =>
    listLimits(deps, deps.db, userId, { sessionStartedAt: request.session?.createdAt });

  app.get(
    '/api/user_limits',
    {
      schema: {
        tags,
        summary: "The player's limits with the current period's figures",
        response: { 200: UserLimits },
      },
    },
    async (request) => listFor(request, requireUser(request).id),
  );

  app.post(
    '/api/user_limits',
    {
      schema: {
        tags,
        summary:
          'Create or update a limit (one per type and period): tighter applies at once, a raise waits 24 h and a confirmation',
        body: UserLimitBody,
        response: { 200: UserLimits },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await setLimit(deps, user, request.body, contextOf(request));
      return listFor(request, user.id);
    },
  );

  app.delete(
    '/api/user_limits/:id',
    {
      schema: {
        tags,
        summary:
          'Remove a limit: waits 24 h and a confirmation (cooling-off and self-exclusion last until their end)',
        params: z.object({ id: z.string().max(20) }),
        response: { 200: UserLimits },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
      if (id === undefined) throw new HttpError(404, 'not_found', 'No such limit');
      await removeLimit(deps, user, id, contextOf(request));
      return listFor(request, user.id);
    },
  );

  app.post(
    '/api/user_limits/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a waiting change by the token of the e-mailed link (only after its 24 hours)',
        body: UserLimitConfirmBody,
        response: { 200: UserLimits },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await confirmLimit(deps, user, request.body.token);
      return listFor(request, user.id);
    },
  );

  app.get(
    '/api/user_limits/reality_check',
    {
      schema: {
        tags,
        summary: "The reality check: its interval, and this session's playing time and money",
        response: { 200: RealityCheck },
      },
    },
    async (request) => realityCheck(deps, requireUser(request), request.session?.createdAt),
  );

  app.post(
    '/api/user_limits/reality_check',
    {
      schema: {
        tags,
        summary: 'How often the reality check comes (15, 30, 60 or 120 minutes)',
        body: RealityCheckBody,
        response: { 200: RealityCheck },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await setRealityCheckInterval(deps, user.id, request.body.interval_minutes);
      return realityCheck(
        deps,
        { ...user, realityCheckMinutes: request.body.interval_minutes },
        request.session?.createdAt,
      );
    },
  );
}
