import {
  OperatorWalletProvider,
  OperatorWalletProviderCreateBody,
  OperatorWalletProviderRotateBody,
  OperatorWalletProviderSecret,
  OperatorWalletProviderUpdateBody,
} from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import {
  createProvider,
  listProviders,
  presentProvider,
  providerByKey,
  rotateProvider,
  setProviderActivity,
} from './providers.ts';
import { HOUSE_PROVIDER_KEY } from './signing.ts';

const tags = ['operator'];
const KeyParams = z.object({ key: z.string().min(1).max(100) });

/**
 * The seamless wallet's game providers and their signing secrets (docs/wallet-protocol.md): a
 * secret is answered once, when it is made (creation, rotation), and never again; the audit log
 * masks it. Apart from the protocol's plugin, whose body parser keeps raw bytes.
 */
export async function walletProviderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  const known = async (key: string): Promise<OperatorWalletProvider> => {
    const row = await providerByKey(deps.db, key);
    if (!row) throw new HttpError(404, 'not_found', 'No such provider');
    return presentProvider(row, deps.now());
  };

  app.get(
    '/api/operator/wallet_providers',
    {
      ...operatorRoute(app, 'games.read'),
      schema: {
        tags,
        summary: 'The wallet’s game providers (never their secrets)',
        response: { 200: z.array(OperatorWalletProvider) },
      },
    },
    async () => (await listProviders(deps.db)).map((row) => presentProvider(row, deps.now())),
  );

  app.post(
    '/api/operator/wallet_providers',
    {
      ...operatorRoute(app, 'games.write'),
      schema: {
        tags,
        summary: 'Adds a provider with a new secret (shown in this answer only)',
        body: OperatorWalletProviderCreateBody,
        response: { 201: OperatorWalletProviderSecret },
      },
    },
    async (request, reply) => {
      if (request.body.key === HOUSE_PROVIDER_KEY) throw new FieldErrors({ key: ['validation.taken'] });
      const made = await createProvider(deps.db, request.body.key, deps.now());
      if (!made) throw new FieldErrors({ key: ['validation.taken'] });
      return reply.status(201).send({ provider: presentProvider(made.row, deps.now()), secret: made.secret });
    },
  );

  app.post(
    '/api/operator/wallet_providers/:key/rotate',
    {
      ...operatorRoute(app, 'games.write'),
      schema: {
        tags,
        summary:
          'Replaces the secret (shown in this answer only); the old one is accepted for grace_minutes more',
        params: KeyParams,
        body: OperatorWalletProviderRotateBody,
        response: { 200: OperatorWalletProviderSecret },
      },
    },
    async (request) => {
      request.auditBefore = await known(request.params.key);
      const made = await rotateProvider(deps.db, request.params.key, request.body.grace_minutes, deps.now());
      if (!made) throw new HttpError(404, 'not_found', 'No such provider');
      return { provider: presentProvider(made.row, deps.now()), secret: made.secret };
    },
  );

  app.patch(
    '/api/operator/wallet_providers/:key',
    {
      ...operatorRoute(app, 'games.write'),
      schema: {
        tags,
        summary: 'Deactivates (every request refused) or reactivates a provider',
        params: KeyParams,
        body: OperatorWalletProviderUpdateBody,
        response: { 200: OperatorWalletProvider },
      },
    },
    async (request) => {
      request.auditBefore = await known(request.params.key);
      const row = await setProviderActivity(deps.db, request.params.key, request.body.active);
      if (!row) throw new HttpError(404, 'not_found', 'No such provider');
      return presentProvider(row, deps.now());
    },
  );
}
