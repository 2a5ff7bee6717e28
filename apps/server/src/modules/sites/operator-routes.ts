import { OperatorHost, OperatorHostCreateBody, OperatorHostUpdateBody } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorRoute } from '../../http/operator-route.ts';
import { changeHost, createHost, operatorHost, operatorHosts, removeHost } from './operator-service.ts';

const tags = ['operator'];
const HostParams = z.object({ hostname: z.string().min(1).max(253) });

/** The back office's hosts and mirrors (the `hosts` table): list, add, change, delete. */
export async function siteOperatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/operator/hosts',
    {
      ...operatorRoute(app, 'content.read'),
      schema: {
        tags,
        summary: 'Every host (mirror) and what it serves',
        response: { 200: z.array(OperatorHost) },
      },
    },
    async () => operatorHosts(deps),
  );

  app.post(
    '/api/operator/hosts',
    {
      ...operatorRoute(app, 'content.write'),
      schema: {
        tags,
        summary: 'Adds a host (mirror)',
        body: OperatorHostCreateBody,
        response: { 201: OperatorHost },
      },
    },
    async (request, reply) => reply.status(201).send(await createHost(deps, request.body)),
  );

  app.patch(
    '/api/operator/hosts/:hostname',
    {
      ...operatorRoute(app, 'content.write'),
      schema: {
        tags,
        summary: 'Changes what a host serves (brand, licence, languages, betting link)',
        params: HostParams,
        body: OperatorHostUpdateBody,
        response: { 200: OperatorHost },
      },
    },
    async (request) => {
      request.auditBefore = await operatorHost(deps, request.params.hostname);
      return changeHost(deps, request.params.hostname, request.body);
    },
  );

  app.delete(
    '/api/operator/hosts/:hostname',
    {
      ...operatorRoute(app, 'content.write'),
      schema: {
        tags,
        summary: 'Deletes a host (never the last one)',
        params: HostParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      request.auditBefore = await operatorHost(deps, request.params.hostname);
      await removeHost(deps, request.params.hostname);
      return reply.status(204).send(null);
    },
  );
}
