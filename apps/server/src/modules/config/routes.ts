import { Manager, ManagersBody, OperatorConfigEntry, OperatorConfigSummary } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorRoute } from '../../http/operator-route.ts';
import {
  type ConfigFamily,
  frontendConfig,
  managerFor,
  operatorConfigEntry,
  operatorConfigList,
  setFrontendConfig,
  storedFrontendConfig,
} from './service.ts';

const tags = ['config'];

/** The spec's `/api/fe/config/*` and the newer client's `/api-fe/config/*`: one handler each. */
const FAMILIES: ReadonlyArray<[ConfigFamily, string]> = [
  ['spec', '/api/fe/config'],
  ['fe', '/api-fe/config'],
];

const localeOf = (header: string | string[] | undefined, cookie: string | undefined) =>
  (typeof header === 'string' && header !== '' ? header : cookie)?.slice(0, 10);

const NameParams = z.object({ name: z.string().max(100) });

/** The front-end configs served from config_entries, and the operator's writes of them. */
export async function configRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  for (const [family, base] of FAMILIES) {
    app.post(
      `${base}/managers`,
      {
        schema: {
          tags,
          summary: 'The personal manager of the first matching VIP group (204 when none)',
          body: ManagersBody,
          response: { 200: Manager, 204: z.null().describe('No manager for these groups') },
        },
      },
      async (request, reply) => {
        const manager = await managerFor(deps, request.body.userGroups);
        return manager ? manager : reply.status(204).send(null);
      },
    );

    app.get(
      `${base}/:name`,
      {
        schema: {
          tags,
          summary: 'A front-end config (operator-authored JSON) in the shape this client family reads',
          params: NameParams,
        },
      },
      // The locale: the spec's header, else the cookie the newer client relies on when rendering.
      async (request) =>
        frontendConfig(
          deps,
          request.params.name,
          family,
          localeOf(request.headers.locale, request.cookies.locale),
        ),
    );
  }

  app.get(
    '/api/operator/config',
    {
      ...operatorRoute(app, 'content.read'),
      schema: {
        tags: ['operator'],
        summary: 'Every front-end config: whether the operator has set it, and when',
        response: { 200: z.array(OperatorConfigSummary) },
      },
    },
    async () => operatorConfigList(deps),
  );

  app.get(
    '/api/operator/config/:name',
    {
      ...operatorRoute(app, 'content.read'),
      schema: {
        tags: ['operator'],
        summary: 'A front-end config as stored (null when unset), for the back office’s form',
        params: NameParams,
        response: { 200: OperatorConfigEntry },
      },
    },
    async (request) => operatorConfigEntry(deps, request.params.name),
  );

  app.put(
    '/api/operator/config/:name',
    {
      ...operatorRoute(app, 'content.write'),
      schema: {
        tags: ['operator'],
        summary: 'Replaces a front-end config (checked by its schema: 422 with the fields’ errors)',
        params: NameParams,
        body: z.unknown(),
      },
    },
    async (request) => {
      request.auditBefore = await storedFrontendConfig(deps, request.params.name);
      return setFrontendConfig(deps, request.params.name, request.body);
    },
  );
}
