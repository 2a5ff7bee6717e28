import {
  OperatorCmsPage,
  OperatorCmsPageBody,
  OperatorCmsPagesPage,
  OperatorCmsPagesQuery,
  OperatorCmsSnippet,
  OperatorCmsSnippetBody,
  OperatorCmsSnippetsPage,
  OperatorCmsSnippetsQuery,
} from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorRoute } from '../../http/operator-route.ts';
import {
  createPage,
  createSnippet,
  operatorPage,
  operatorPages,
  operatorSnippet,
  operatorSnippets,
  removePage,
  removeSnippet,
  replacePage,
  replaceSnippet,
} from './operator-service.ts';

const tags = ['operator'];
const IdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const Deleted = z.null().describe('Deleted');

/**
 * The back office's CMS: pages and snippets of every locale and licence, HTML sanitised on save
 * (sanitise.ts); the player site's reads see an edit at once on this node.
 */
export async function cmsOperatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/operator/cms/pages',
    {
      ...operatorRoute(app, 'content.read'),
      schema: {
        tags,
        summary: 'CMS pages of every locale and licence, by path (paged)',
        querystring: OperatorCmsPagesQuery,
        response: { 200: OperatorCmsPagesPage },
      },
    },
    async (request) => operatorPages(deps, request.query),
  );

  app.get(
    '/api/operator/cms/pages/:id',
    {
      ...operatorRoute(app, 'content.read'),
      schema: { tags, summary: 'One CMS page', params: IdParams, response: { 200: OperatorCmsPage } },
    },
    async (request) => operatorPage(deps, request.params.id),
  );

  app.post(
    '/api/operator/cms/pages',
    {
      ...operatorRoute(app, 'content.write'),
      schema: {
        tags,
        summary: 'Adds a page (path unique per locale and licence; HTML sanitised)',
        body: OperatorCmsPageBody,
        response: { 201: OperatorCmsPage },
      },
    },
    async (request, reply) => reply.status(201).send(await createPage(deps, request.body)),
  );

  app.put(
    '/api/operator/cms/pages/:id',
    {
      ...operatorRoute(app, 'content.write'),
      schema: {
        tags,
        summary: 'Replaces a page (HTML sanitised)',
        params: IdParams,
        body: OperatorCmsPageBody,
        response: { 200: OperatorCmsPage },
      },
    },
    async (request) => {
      request.auditBefore = await operatorPage(deps, request.params.id);
      return replacePage(deps, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/operator/cms/pages/:id',
    {
      ...operatorRoute(app, 'content.write'),
      schema: { tags, summary: 'Deletes a page', params: IdParams, response: { 204: Deleted } },
    },
    async (request, reply) => {
      request.auditBefore = await operatorPage(deps, request.params.id);
      await removePage(deps, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/operator/cms/snippets',
    {
      ...operatorRoute(app, 'content.read'),
      schema: {
        tags,
        summary: 'CMS snippets of every locale (paged)',
        querystring: OperatorCmsSnippetsQuery,
        response: { 200: OperatorCmsSnippetsPage },
      },
    },
    async (request) => operatorSnippets(deps, request.query),
  );

  app.get(
    '/api/operator/cms/snippets/:id',
    {
      ...operatorRoute(app, 'content.read'),
      schema: { tags, summary: 'One snippet', params: IdParams, response: { 200: OperatorCmsSnippet } },
    },
    async (request) => operatorSnippet(deps, request.params.id),
  );

  app.post(
    '/api/operator/cms/snippets',
    {
      ...operatorRoute(app, 'content.write'),
      schema: {
        tags,
        summary: 'Adds a snippet (HTML sanitised)',
        body: OperatorCmsSnippetBody,
        response: { 201: OperatorCmsSnippet },
      },
    },
    async (request, reply) => reply.status(201).send(await createSnippet(deps, request.body)),
  );

  app.put(
    '/api/operator/cms/snippets/:id',
    {
      ...operatorRoute(app, 'content.write'),
      schema: {
        tags,
        summary: 'Replaces a snippet (HTML sanitised)',
        params: IdParams,
        body: OperatorCmsSnippetBody,
        response: { 200: OperatorCmsSnippet },
      },
    },
    async (request) => {
      request.auditBefore = await operatorSnippet(deps, request.params.id);
      return replaceSnippet(deps, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/operator/cms/snippets/:id',
    {
      ...operatorRoute(app, 'content.write'),
      schema: { tags, summary: 'Deletes a snippet', params: IdParams, response: { 204: Deleted } },
    },
    async (request, reply) => {
      request.auditBefore = await operatorSnippet(deps, request.params.id);
      await removeSnippet(deps, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
