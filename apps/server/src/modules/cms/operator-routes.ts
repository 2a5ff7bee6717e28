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
import { operatorRecordRoutes } from '../../http/operator-records.ts';
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
  operatorRecordRoutes(app, {
    url: '/api/operator/cms/pages',
    key: ':id',
    params: IdParams,
    record: OperatorCmsPage,
    read: 'content.read',
    write: 'content.write',
    find: ({ id }) => operatorPage(deps, id),
    one: 'One CMS page',
    create: {
      summary: 'Adds a page (path unique per locale and licence; HTML sanitised)',
      body: OperatorCmsPageBody,
      run: (body) => createPage(deps, body),
    },
    change: {
      method: 'PUT',
      summary: 'Replaces a page (HTML sanitised)',
      body: OperatorCmsPageBody,
      run: ({ id }, body) => replacePage(deps, id, body),
    },
    remove: { summary: 'Deletes a page', run: ({ id }) => removePage(deps, id) },
  });

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
  operatorRecordRoutes(app, {
    url: '/api/operator/cms/snippets',
    key: ':id',
    params: IdParams,
    record: OperatorCmsSnippet,
    read: 'content.read',
    write: 'content.write',
    find: ({ id }) => operatorSnippet(deps, id),
    one: 'One snippet',
    create: {
      summary: 'Adds a snippet (HTML sanitised)',
      body: OperatorCmsSnippetBody,
      run: (body) => createSnippet(deps, body),
    },
    change: {
      method: 'PUT',
      summary: 'Replaces a snippet (HTML sanitised)',
      body: OperatorCmsSnippetBody,
      run: ({ id }, body) => replaceSnippet(deps, id, body),
    },
    remove: { summary: 'Deletes a snippet', run: ({ id }) => removeSnippet(deps, id) },
  });
}
