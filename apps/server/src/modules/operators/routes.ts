import {
  AuditPage,
  AuditQuery,
  Operator,
  OperatorCreateBody,
  OperatorInvite,
  OperatorMe,
  OperatorSetup,
  OperatorSetupBody,
  OperatorSetupTokenBody,
  OperatorSignInBody,
  OperatorsQuery,
  OperatorUpdateBody,
} from '@orbit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicOrigin } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { authRateLimit } from '../../http/rate-limit.ts';
import { sendCsv } from '../../lib/csv.ts';
import { auditCsv, auditPage, recordAudit } from './audit.ts';
import { devOperatorRoutes } from './dev-routes.ts';
import { clearOperatorCookie, resolveOperator, startOperatorSession } from './http.ts';
import type { OperatorRow } from './repository.ts';
import {
  changeOperator,
  closeOperatorSession,
  completeSetup,
  inviteOperator,
  meOf,
  operatorById,
  operatorsList,
  operatorView,
  reinviteOperator,
  setupOf,
  signInOperator,
} from './service.ts';

// Unpublished like every operator route: the public API document is the players'.
const tags = ['operator'];
const IdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
/** Sign-in and setup attempts per address: guessing stays slow even before an account locks. */
const SIGN_INS_PER_10_MINUTES = 20;

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

/** The back office's own sign-in, setup, operators and audit log. */
export async function operatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const signInLimit = authRateLimit(app, SIGN_INS_PER_10_MINUTES);
  if (deps.config.devTools) await app.register(devOperatorRoutes);

  /** A sign-in or sign-out is an operator action too. */
  const auditSession = (request: FastifyRequest, operator: OperatorRow, action: string) =>
    recordAudit(deps, {
      operator,
      action,
      permission: null,
      target: {},
      status: 200,
      ...clientOf(request),
    });

  app.get(
    '/api/admin/session',
    {
      schema: {
        tags,
        summary: 'The signed-in operator and what they may do (401 when none)',
        response: { 200: OperatorMe },
      },
    },
    async (request, reply) => {
      await resolveOperator(request);
      if (!request.operator || !request.operatorSession) throw new HttpError(401, 'unauthorized');
      reply.header('cache-control', 'no-store');
      return meOf(deps, request.operator, request.operatorSession);
    },
  );

  app.post(
    '/api/admin/session',
    {
      config: signInLimit,
      schema: {
        tags,
        summary: 'Signs an operator in: e-mail, password and TOTP code at once',
        body: OperatorSignInBody,
        response: { 200: OperatorMe },
      },
    },
    async (request, reply) => {
      const operator = await signInOperator(deps, request.body);
      const session = await startOperatorSession(request, reply, operator);
      await auditSession(request, operator, 'sign_in');
      return meOf(deps, operator, session);
    },
  );

  app.delete(
    '/api/admin/session',
    { schema: { tags, summary: 'Signs the operator out' } },
    async (request, reply) => {
      await resolveOperator(request);
      if (request.operator && request.operatorSession) {
        await closeOperatorSession(deps, request.operatorSession.id);
        await auditSession(request, request.operator, 'sign_out');
      }
      clearOperatorCookie(reply);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/setup/lookup',
    {
      config: signInLimit,
      schema: {
        tags,
        summary: 'What a setup link is for: the operator and the TOTP secret to enrol',
        body: OperatorSetupTokenBody,
        response: { 200: OperatorSetup },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return setupOf(deps, request.body.token);
    },
  );

  app.post(
    '/api/admin/setup',
    {
      config: signInLimit,
      schema: {
        tags,
        summary: 'Completes a setup link: password and a TOTP code; signs the operator in',
        body: OperatorSetupBody,
        response: { 200: OperatorMe },
      },
    },
    async (request, reply) => {
      const operator = await completeSetup(deps, request.body);
      const session = await startOperatorSession(request, reply, operator);
      await auditSession(request, operator, 'setup_completed');
      return meOf(deps, operator, session);
    },
  );

  app.get(
    '/api/operator/operators',
    {
      ...operatorRoute(app, 'operators.manage'),
      schema: {
        tags,
        summary: 'Every operator (first added first unless `sort` asks otherwise)',
        querystring: OperatorsQuery,
        response: { 200: z.array(Operator) },
      },
    },
    async (request) => operatorsList(deps, request.query),
  );

  app.post(
    '/api/operator/operators',
    {
      ...operatorRoute(app, 'operators.manage'),
      schema: {
        tags,
        summary: 'Adds an operator: a setup link is mailed (and answered once)',
        body: OperatorCreateBody,
        response: { 201: OperatorInvite },
      },
    },
    async (request, reply) => {
      const invite = await inviteOperator(deps, request.body, publicOrigin(request), { mail: true });
      return reply.status(201).send({
        operator: operatorView(invite.row, deps.now()),
        setup_url: invite.setupUrl,
        expires_at: invite.expiresAt.toISOString(),
      });
    },
  );

  app.patch(
    '/api/operator/operators/:id',
    {
      ...operatorRoute(app, 'operators.manage'),
      schema: {
        tags,
        summary: 'Renames, changes the role of, disables or re-enables an operator',
        params: IdParams,
        body: OperatorUpdateBody,
        response: { 200: Operator },
      },
    },
    async (request) => {
      const actor = request.operator as OperatorRow;
      request.auditBefore = operatorView(await operatorById(deps, request.params.id), deps.now());
      return operatorView(await changeOperator(deps, actor.id, request.params.id, request.body), deps.now());
    },
  );

  app.post(
    '/api/operator/operators/:id/setup_link',
    {
      ...operatorRoute(app, 'operators.manage'),
      schema: {
        tags,
        summary: 'A new setup link (lost password or authenticator): the old ones stop working',
        params: IdParams,
        response: { 200: OperatorInvite },
      },
    },
    async (request) => {
      request.auditBefore = operatorView(await operatorById(deps, request.params.id), deps.now());
      const invite = await reinviteOperator(deps, request.params.id, publicOrigin(request));
      return {
        operator: operatorView(invite.row, deps.now()),
        setup_url: invite.setupUrl,
        expires_at: invite.expiresAt.toISOString(),
      };
    },
  );

  app.get(
    '/api/operator/audit',
    {
      ...operatorRoute(app, 'audit.read'),
      schema: {
        tags,
        summary: 'The audit log, newest first',
        querystring: AuditQuery,
        response: { 200: AuditPage },
      },
    },
    async (request) => auditPage(deps, request.query),
  );

  app.get(
    '/api/operator/audit.csv',
    {
      ...operatorRoute(app, 'audit.read', { auditReads: true }),
      schema: { tags, summary: 'The audit log as CSV (the same filters)', querystring: AuditQuery },
    },
    async (request, reply) => sendCsv(reply, 'orbit-audit.csv', auditCsv(deps, request.query)),
  );
}
