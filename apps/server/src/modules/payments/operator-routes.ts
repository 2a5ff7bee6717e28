import {
  OperatorPaymentsPage,
  OperatorPaymentsQuery,
  Payment,
  PaymentDeclineBody,
  PaymentNoticesPage,
  PaymentNoticesQuery,
  PaymentStats,
  PaymentStatsQuery,
} from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { sendCsv } from '../../lib/csv.ts';
import {
  operatorNotices,
  operatorPaymentStats,
  operatorPayments,
  operatorPaymentsCsv,
} from './back-office.ts';
import { presentPayment } from './presenter.ts';
import { findPayment } from './repository.ts';
import { approveWithdrawal, declineWithdrawal } from './withdrawals.ts';

const tags = ['operator'];
const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The back office's payments: every payment with its player (the withdrawal review queue is
 * `action=cashout&state=pending`), approve and decline, the provider notices received and the
 * per-method statistics.
 */
export async function operatorPaymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/operator/payments',
    {
      ...operatorRoute(fastify, 'payments.read'),
      schema: {
        tags,
        summary:
          "Every player's payments with the player's e-mail, filtered and paged (the review queue: action=cashout&state=pending, oldest first)",
        querystring: OperatorPaymentsQuery,
        response: { 200: OperatorPaymentsPage },
      },
    },
    async (request) => operatorPayments(deps, request.query),
  );

  app.get(
    '/api/operator/payments.csv',
    {
      ...operatorRoute(fastify, 'payments.read', { auditReads: true }),
      schema: {
        tags,
        summary: 'The payments as CSV (the same filters and order as the list, every page)',
        querystring: OperatorPaymentsQuery,
      },
    },
    async (request, reply) => sendCsv(reply, 'orbit-payments.csv', operatorPaymentsCsv(deps, request.query)),
  );

  app.get(
    '/api/operator/payments/callbacks',
    {
      ...operatorRoute(fastify, 'payments.read'),
      schema: {
        tags,
        summary: 'The provider notices received (verified or not, and what became of each), newest first',
        querystring: PaymentNoticesQuery,
        response: { 200: PaymentNoticesPage },
      },
    },
    async (request) => operatorNotices(deps, request.query),
  );

  app.get(
    '/api/operator/payments/stats',
    {
      ...operatorRoute(fastify, 'payments.read'),
      schema: {
        tags,
        summary:
          'Per method and currency: deposits and withdrawals started, succeeded, failed, the amount moved and the success rate',
        querystring: PaymentStatsQuery,
        response: { 200: PaymentStats },
      },
    },
    async (request) => operatorPaymentStats(deps, request.query),
  );

  /** The withdrawal under review, as it was before the verdict (for the audit log); 404 otherwise. */
  const withdrawalOf = async (request: { params: { id: number }; auditBefore?: unknown }) => {
    const row = await findPayment(deps.db, request.params.id);
    if (row?.action !== 'cashout') throw new HttpError(404, 'not_found', 'No such withdrawal');
    request.auditBefore = presentPayment(row);
    return row;
  };
  const notPending = () => new HttpError(409, 'not_pending', 'The withdrawal is no longer under review');

  app.post(
    '/api/operator/payments/:id/approve',
    {
      ...operatorRoute(fastify, 'payments.review'),
      schema: {
        tags,
        summary: 'Approve a withdrawal under review (once: a repeat or a parallel approval answers 409)',
        params: IdParams,
        response: { 200: Payment },
      },
    },
    async (request) => {
      const moved = await approveWithdrawal(deps, await withdrawalOf(request));
      if (!moved) throw notPending();
      return presentPayment(moved);
    },
  );

  app.post(
    '/api/operator/payments/:id/decline',
    {
      ...operatorRoute(fastify, 'payments.review'),
      schema: {
        tags,
        summary:
          'Decline a withdrawal under review with words to the player (`reason`, 1 to 500 characters, required): the money comes back',
        params: IdParams,
        body: PaymentDeclineBody,
        response: { 200: Payment },
      },
    },
    async (request) => {
      const moved = await declineWithdrawal(deps, await withdrawalOf(request), request.body.reason);
      if (!moved) throw notPending();
      return presentPayment(moved);
    },
  );
}
