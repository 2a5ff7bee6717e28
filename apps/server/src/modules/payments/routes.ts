import {
  CryptoAddress,
  CryptoAddressQuery,
  DepositBody,
  DevCryptoSendBody,
  FraudCheckBody,
  FraudCheckResult,
  MethodFields,
  MethodFieldsQuery,
  Payment,
  PaymentMethods,
  PaymentMethodsQuery,
  type PaymentNoticeOutcome,
  PaymentStarted,
  PaymentState,
  PaymentsPage,
  PaymentsPageBody,
  WithdrawalBody,
} from '@orbit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { requireUser, secretMatches, signedIn } from '../../http/guards.ts';
import { invalidTextPaths } from '../../http/text-guard.ts';
import { currencySubunits } from '../info/service.ts';
import { signatureMatches } from '../wallet/signing.ts';
import { claimsOf, type NoticeClaims, parseJson, recordNotice } from './back-office.ts';
import { SANDBOX_PROVIDER } from './catalogue.ts';
import { cryptoAddressOf, devCryptoSend } from './crypto-deposits.ts';
import { startDeposit } from './deposits.ts';
import { fraudCheck } from './fraud-check.ts';
import { listMethods, listPublicMethods, methodFields } from './methods.ts';
import { operatorPaymentsRoutes } from './operator-routes.ts';
import { paymentsList, paymentsPage } from './payment-history.ts';
import { applyNotice } from './provider-notices.ts';
import { findPayment, hasCallbacks } from './repository.ts';
import {
  confirmationPage,
  pageToken,
  providerAmount,
  SANDBOX_CALLBACK_PATH,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxNotice,
  sandboxSecret,
  submitSandboxPage,
} from './sandbox.ts';
import { removeSavedProfile } from './saved-profiles.ts';
import { recallWithdrawal, startWithdrawal } from './withdrawals.ts';

const tags = ['payments'];

/** A guest gets 401 before any field errors. */

const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A provider notice is small; anything bigger is a 413. */
const CALLBACK_BODY_LIMIT = 16 * 1024;

const SandboxNoticeBody = z.object({
  event_id: z.string().min(1).max(100),
  payment_id: z.number().int().positive().max(2_147_483_647),
  state: PaymentState,
  amount_cents: z.number().int().positive(),
  currency: z.string().min(3).max(5),
  confirmations: z.number().int().min(0).optional(),
});

/** The refusals of `applyNotice`, as a received notice's outcome. */
const NOTICE_REFUSALS: Record<string, PaymentNoticeOutcome> = {
  unknown_payment: 'unknown_payment',
  amount_mismatch: 'amount_mismatch',
};

/**
 * Payments (docs/payments.md): the methods catalogue, deposits through the sandbox provider,
 * withdrawals with review, the history, crypto addresses, the fraud check, the provider's signed
 * callbacks, the sandbox's 3-D Secure page and the operator's approve/decline.
 */
export async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/payments/methods',
    {
      schema: {
        tags,
        summary:
          "Payment methods of an action and currency: a player's own (saved profiles, groups), or a visitor's country's",
        querystring: PaymentMethodsQuery,
        response: { 200: PaymentMethods },
      },
    },
    async (request) =>
      request.user
        ? listMethods(deps, request.user, request.query.action, request.query.currency)
        : listPublicMethods(deps, request.query.action, request.country, request.query.currency),
  );

  app.get(
    '/api/payments/methods/:id/fields',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "A method's form: amount range and fields",
        params: z.object({ id: z.string().max(40) }),
        querystring: MethodFieldsQuery,
        response: { 200: MethodFields },
      },
    },
    async (request) =>
      methodFields(
        deps,
        requireUser(request),
        request.params.id,
        request.query.action,
        request.query.currency,
        request.query.saved_profile_id,
      ),
  );

  app.delete(
    '/api/payments/profiles/:id',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'Forget a saved card or IBAN', params: IdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeSavedProfile(deps, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/payments/deposits',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'Start a deposit', body: DepositBody, response: { 201: PaymentStarted } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await startDeposit(deps, requireUser(request), request.site.license, request.body)),
  );

  app.post(
    '/api/payments/withdrawals',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Request a withdrawal (the money is reserved at once)',
        body: WithdrawalBody,
        response: { 201: PaymentStarted },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startWithdrawal(deps, requireUser(request), request.body)),
  );

  app.get(
    '/api/payments/crypto/address',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "The player's deposit address of a coin, with its URI and QR code",
        querystring: CryptoAddressQuery,
        response: { 200: CryptoAddress },
      },
    },
    async (request) => cryptoAddressOf(deps, requireUser(request), request.query.currency),
  );

  app.post(
    '/api/player/payments/with_pages',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Payment history, paged',
        body: PaymentsPageBody,
        response: { 200: PaymentsPage },
      },
    },
    async (request) => paymentsPage(deps, requireUser(request), request.body),
  );

  app.get(
    '/api/player/payments',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'Payment history (newest 100)', response: { 200: z.array(Payment) } },
    },
    async (request) => paymentsList(deps, requireUser(request)),
  );

  app.post(
    '/api/player/payments/:id/recall',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'Recall a pending withdrawal', params: IdParams, response: { 200: Payment } },
    },
    async (request) => recallWithdrawal(deps, requireUser(request), request.params.id),
  );

  app.post(
    '/api/users/transaction',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Fraud check of a transaction or payout',
        body: FraudCheckBody,
        response: { 200: FraudCheckResult },
      },
    },
    async (request) => fraudCheck(deps, requireUser(request), request.body),
  );

  // The back office's payments: lists, approve and decline, notices received, statistics.
  await app.register(operatorPaymentsRoutes);

  // The demo's way to "send" coins: only with dev tools and the sandbox on (never in production).
  if (deps.config.devTools && deps.config.paymentsSandbox) {
    app.post(
      '/api/dev/payments/crypto/send',
      {
        schema: {
          tags: ['dev'],
          summary: 'Development: send coins to a deposit address',
          body: DevCryptoSendBody,
          response: { 201: PaymentStarted },
        },
      },
      async (request, reply) => reply.status(201).send(await devCryptoSend(deps, request.body)),
    );
  }

  // The sandbox provider (its page and its notices) exists only while it is switched on.
  if (deps.config.paymentsSandbox) await app.register(sandboxProviderRoutes);
}

/** The sandbox provider's page and its signed notices (only with `PAYMENTS_SANDBOX` on: the demo's default). */
async function sandboxProviderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  // Its page (a 3-D Secure style confirmation), opened by the deposit's redirect_url.
  await app.register(async (sandbox) => {
    // Its buttons post an empty form: accepted and ignored (the token in the URL is the proof).
    sandbox.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
      done(null, {}),
    );
    const pageOf = async (request: FastifyRequest, reply: FastifyReply, id: number) => {
      const row = await findPayment(deps.db, id);
      const token = row ? await pageToken(deps.db, row.id) : '';
      if (row?.action !== 'deposit' || !secretMatches(token, (request.query as { token?: unknown }).token)) {
        reply.status(404).type('text/html; charset=utf-8').send('<!doctype html><p>No such payment.</p>');
        return undefined;
      }
      return { row, token };
    };
    const render = async (
      reply: FastifyReply,
      row: NonNullable<Awaited<ReturnType<typeof findPayment>>>,
      token: string,
      done: string | null,
    ) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          confirmationPage({
            id: row.id,
            token,
            title: String(row.details.title ?? row.brand),
            amount: providerAmount(
              row.amountCents,
              row.currency,
              await currencySubunits(deps.db, row.currency),
            ),
            card: row.details.card ?? null,
            done,
          }),
        );
    sandbox.get('/sandbox/3ds/:id', { schema: { hide: true, params: IdParams } }, async (request, reply) => {
      const found = await pageOf(request, reply, (request.params as { id: number }).id);
      if (!found) return reply;
      const submitted = found.row.state !== 'pending' || (await hasCallbacks(deps.db, found.row.id));
      return render(reply, found.row, found.token, submitted ? 'This payment was already submitted.' : null);
    });
    for (const choice of ['confirm', 'decline', 'cancel'] as const) {
      sandbox.post(
        `/sandbox/3ds/:id/${choice}`,
        { config: { csrf: false }, schema: { hide: true, params: IdParams } },
        async (request, reply) => {
          const found = await pageOf(request, reply, (request.params as { id: number }).id);
          if (!found) return reply;
          const { row, token } = found;
          if (row.state !== 'pending' || (await hasCallbacks(deps.db, row.id))) {
            return render(reply, row, token, 'This payment was already submitted.');
          }
          await submitSandboxPage(deps.db, row, choice, deps.now());
          const done =
            choice === 'confirm'
              ? 'Payment submitted. You can close this window.'
              : choice === 'decline'
                ? 'Payment declined.'
                : 'Payment canceled.';
          return render(reply, row, token, done);
        },
      );
    }
  });

  // The provider's notices: signed over the raw body, so this scope keeps bodies as bytes.
  await app.register(async (callbacks) => {
    callbacks.removeAllContentTypeParsers();
    callbacks.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    callbacks.post(
      SANDBOX_CALLBACK_PATH,
      {
        config: { csrf: false },
        // Server to server (docs/payments.md): the HMAC signature stands in for X-Requested-With.
        schema: {
          tags: ['payment provider'],
          summary: "The sandbox provider's signed notice of a payment's state",
          description:
            'Body: `{event_id, payment_id, state, amount_cents, currency, confirmations?}` signed with HMAC-SHA256 over the raw bytes in `X-Sandbox-Signature: sha256=…`. 401 bad signature, 400 bad JSON, 422 bad shape, 404 unknown payment.',
        },
      },
      async (request, reply) => {
        const receivedAt = deps.now();
        // Each notice is kept with what became of it (the back office's callbacks list), after it was handled.
        const keep = (
          outcome: PaymentNoticeOutcome,
          status: number,
          verified: boolean,
          claims: NoticeClaims = claimsOf(undefined),
        ) =>
          recordNotice(
            deps,
            { ...claims, provider: SANDBOX_PROVIDER, verified, outcome, status, receivedAt },
            request.log,
          );
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers[SANDBOX_SIGNATURE_HEADER];
        if (
          !signatureMatches(
            await sandboxSecret(deps.db),
            raw,
            typeof signature === 'string' ? signature : undefined,
          )
        ) {
          await keep('invalid_signature', 401, false, claimsOf(parseJson(raw)));
          return reply.status(401).send({ error: 'invalid_signature' });
        }
        const json = parseJson(raw);
        if (json === undefined) {
          await keep('invalid_json', 400, true);
          return reply.status(400).send({ error: 'invalid_json' });
        }
        const parsed = SandboxNoticeBody.safeParse(json);
        // NUL or an unpaired surrogate would fail in SQL: a bad notice, not a 5xx the provider retries.
        if (!parsed.success || invalidTextPaths(json).length > 0) {
          await keep('invalid_notice', 422, true, claimsOf(json));
          return reply.status(422).send({ error: 'invalid_notice' });
        }
        const claims = claimsOf(json);
        try {
          const result = await applyNotice(deps, parsed.data as SandboxNotice);
          await keep(result.status, 200, true, claims);
          return result;
        } catch (error) {
          const known = error instanceof HttpError ? NOTICE_REFUSALS[error.code] : undefined;
          await keep(known ?? 'failed', error instanceof HttpError ? error.statusCode : 500, true, claims);
          throw error;
        }
      },
    );
  });
}
