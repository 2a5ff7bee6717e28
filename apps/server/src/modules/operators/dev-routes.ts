import { OperatorRole } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword } from '../../lib/passwords.ts';
import { randomToken } from '../../lib/tokens.ts';
import { newOtpSecret } from '../../lib/totp.ts';
import { findOperatorByEmail, insertOperator } from './repository.ts';
import { OPERATOR_COOKIE, openOperatorSession } from './service.ts';

/**
 * Development only (dev tools on, so never in production): a back-office session of a role for the
 * end-to-end journeys that call the operator API beside a player's. The operator `dev-<role>@…` has
 * a password and secret nobody knows, so it can never sign in through the form.
 */
export async function devOperatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  app.post(
    '/api/dev/operator_session',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development: a back-office session of a role (its cookie)',
        body: z.strictObject({ role: OperatorRole }),
        response: { 200: z.object({ cookie: z.string() }) },
      },
    },
    async (request, reply) => {
      const { role } = request.body;
      const email = `dev-${role.replace('_', '-')}@operators.orbit.localhost`;
      const operator =
        (await findOperatorByEmail(deps.db, email)) ??
        (await insertOperator(deps.db, {
          email,
          name: `Development ${role}`,
          role,
          passwordHash: await hashPassword(randomToken()),
          otpSecret: newOtpSecret(),
          createdAt: deps.now(),
        })) ??
        (await findOperatorByEmail(deps.db, email));
      if (!operator) throw new Error('development operator not stored');
      const { token } = await openOperatorSession(deps, operator.id, {
        ip: request.ip,
        userAgent: 'dev tools',
      });
      reply.header('cache-control', 'no-store');
      return { cookie: `${OPERATOR_COOKIE}=${token}` };
    },
  );
}
