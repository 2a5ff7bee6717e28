import { OperatorHost, OperatorHostCreateBody, OperatorHostUpdateBody } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorRecordRoutes } from '../../http/operator-records.ts';
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

  operatorRecordRoutes(app, {
    url: '/api/operator/hosts',
    key: ':hostname',
    params: HostParams,
    record: OperatorHost,
    read: 'content.read',
    write: 'content.write',
    find: ({ hostname }) => operatorHost(deps, hostname),
    create: {
      summary: 'Adds a host (mirror)',
      body: OperatorHostCreateBody,
      run: (body) => createHost(deps, body),
    },
    change: {
      method: 'PATCH',
      summary: 'Changes what a host serves (brand, licence, languages, betting link)',
      body: OperatorHostUpdateBody,
      run: ({ hostname }, body) => changeHost(deps, hostname, body),
    },
    remove: {
      summary: 'Deletes a host (never the last one)',
      run: ({ hostname }) => removeHost(deps, hostname),
    },
  });
}
