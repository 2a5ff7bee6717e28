import type { OperatorPermission } from '@orbit/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { operatorRoute } from './operator-route.ts';

const tags = ['operator'];
const DELETED = z.null().describe('Deleted');

/**
 * The routes of one kind of record the back office keeps whole (CMS pages, snippets, hosts):
 * `GET url/:key` (when `one` names it), `POST url` (201), `PUT|PATCH url/:key`, `DELETE url/:key`
 * (204). The reads need `read`, the writes `write`; a change or delete audits the record as
 * `find` presents it before it happens (an unknown key answers `find`'s 404 before anything
 * changes). Each module keeps its list route, whose query is its own.
 */
export function operatorRecordRoutes<
  Params extends z.ZodType,
  Record extends z.ZodType,
  Create extends z.ZodType,
  Change extends z.ZodType,
>(
  app: FastifyInstance,
  spec: {
    url: string;
    /** The record's key in the path, e.g. `:id`, and its params' schema. */
    key: string;
    params: Params;
    record: Record;
    read: OperatorPermission;
    write: OperatorPermission;
    /** The record as presented (404 when there is none). */
    find: (params: z.output<Params>) => Promise<z.input<Record>>;
    /** Summary of `GET url/:key`; no such route without it. */
    one?: string;
    create: { summary: string; body: Create; run: (body: z.output<Create>) => Promise<z.input<Record>> };
    change: {
      method: 'PUT' | 'PATCH';
      summary: string;
      body: Change;
      run: (params: z.output<Params>, body: z.output<Change>) => Promise<z.input<Record>>;
    };
    remove: { summary: string; run: (params: z.output<Params>) => Promise<void> };
  },
) {
  const { url, params, record, find, create, change, remove } = spec;
  const keyed = `${url}/${spec.key}`;
  const paramsOf = (request: { params: unknown }) => request.params as z.output<Params>;
  // The schemas are the caller's: the handlers read what they validated.
  const route = (options: RouteOptions) => app.route(options);

  if (spec.one) {
    route({
      method: 'GET',
      url: keyed,
      ...operatorRoute(app, spec.read),
      schema: { tags, summary: spec.one, params, response: { 200: record } },
      handler: async (request) => find(paramsOf(request)),
    });
  }
  route({
    method: 'POST',
    url,
    ...operatorRoute(app, spec.write),
    schema: { tags, summary: create.summary, body: create.body, response: { 201: record } },
    handler: async (request, reply) =>
      reply.status(201).send(await create.run(request.body as z.output<Create>)),
  });
  route({
    method: change.method,
    url: keyed,
    ...operatorRoute(app, spec.write),
    schema: { tags, summary: change.summary, params, body: change.body, response: { 200: record } },
    handler: async (request) => {
      request.auditBefore = await find(paramsOf(request));
      return change.run(paramsOf(request), request.body as z.output<Change>);
    },
  });
  route({
    method: 'DELETE',
    url: keyed,
    ...operatorRoute(app, spec.write),
    schema: { tags, summary: remove.summary, params, response: { 204: DELETED } },
    handler: async (request, reply) => {
      request.auditBefore = await find(paramsOf(request));
      await remove.run(paramsOf(request));
      return reply.status(204).send(null);
    },
  });
}
