import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalidTextPaths } from '../../http/text-guard.ts';
import {
  BalanceRequest,
  BetRequest,
  isValidAmount,
  RollbackRequest,
  refusal,
  WALLET_ERRORS,
  type WalletAnswer,
  WinRequest,
} from './protocol.ts';
import { providerSecrets } from './providers.ts';
import { providerBalance, providerBet, providerRollback, providerWin } from './service.ts';
import { PROVIDER_HEADER, SIGNATURE_HEADER, signatureMatches } from './signing.ts';

/** A protocol request is small; anything bigger is a 413. */
const WALLET_BODY_LIMIT = 16 * 1024;

const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const send = (reply: FastifyReply, answer: WalletAnswer) => reply.status(answer.status).send(answer.body);

/** `ok`, or the protocol's refusal code (a fixed list): the outcome label of the wallet's metric. */
const outcomeOf = (answer: WalletAnswer): string => {
  const { error } = answer.body;
  return typeof error === 'string' && error in WALLET_ERRORS ? error : 'ok';
};

/**
 * The seamless-wallet protocol (docs/wallet-protocol.md): POST /wallet/v1/{balance,bet,win,rollback},
 * signed with HMAC-SHA256 over the raw body. Server to server: no cookies, no CSRF header.
 */
export async function walletRoutes(app: FastifyInstance) {
  const { deps } = app;
  // This plugin's scope only: every body stays raw bytes, the signature is checked over exactly them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WALLET_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  /** Provider, signature, JSON, shape — in that order — then the action with the provider's key. */
  function route<S extends z.ZodType>(
    action: string,
    schema: S,
    /** Whether the action carries `amount_cents` (checked apart: 422 invalid_amount). */
    withAmount: boolean,
    run: (providerKey: string, body: z.infer<S>) => Promise<WalletAnswer>,
  ) {
    // Counted by outcome: an increment only, the bet waits for nothing more.
    const respond = (reply: FastifyReply, answer: WalletAnswer) => {
      deps.metrics.walletActions.inc({ action, outcome: outcomeOf(answer) });
      return send(reply, answer);
    };
    app.post(
      `/wallet/v1/${action}`,
      {
        // Signed by the provider: no CSRF header, and none of a browser's hooks (site, session,
        // page headers, compression of a body this small).
        config: { csrf: false, serverToServer: true },
        helmet: false,
        compress: false,
        schema: { tags: ['wallet protocol'], summary: `Provider ${action}` },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const providerKey = headerOf(request, PROVIDER_HEADER);
        const secrets = providerKey ? await providerSecrets(deps.db, providerKey, deps.now()) : [];
        if (!providerKey || secrets.length === 0) return respond(reply, refusal('unknown_provider', null));
        const signature = headerOf(request, SIGNATURE_HEADER);
        if (!signature) return respond(reply, refusal('missing_signature', null));
        // After a rotation the previous secret signs too, for its grace time (providers.ts).
        if (!secrets.some((secret) => signatureMatches(secret, raw, signature)))
          return respond(reply, refusal('invalid_signature', null));
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          return respond(reply, refusal('invalid_json', null));
        }
        // NUL or an unpaired surrogate would fail in SQL (a 5xx, which providers retry): refused as bad fields.
        const badText = invalidTextPaths(json);
        if (badText.length > 0) {
          const fields = badText.map((path) => path.join('.') || 'body');
          return respond(reply, refusal('invalid_request', null, { fields: [...new Set(fields)] }));
        }
        const parsed = schema.safeParse(json);
        if (!parsed.success) {
          const fields = parsed.error.issues.map((issue) => issue.path.join('.') || 'body');
          return respond(reply, refusal('invalid_request', null, { fields: [...new Set(fields)] }));
        }
        const body = parsed.data as z.infer<S>;
        if (withAmount && !isValidAmount((body as { amount_cents?: unknown }).amount_cents)) {
          return respond(reply, refusal('invalid_amount', null));
        }
        return respond(reply, await run(providerKey, body));
      },
    );
  }

  route('balance', BalanceRequest, false, (_key, body) => providerBalance(deps, body));
  route('bet', BetRequest, true, (key, body) =>
    providerBet(deps, key, { ...body, amount_cents: Number(body.amount_cents) }),
  );
  route('win', WinRequest, true, (key, body) =>
    providerWin(deps, key, { ...body, amount_cents: Number(body.amount_cents) }),
  );
  route('rollback', RollbackRequest, false, (key, body) => providerRollback(deps, key, body));
}
