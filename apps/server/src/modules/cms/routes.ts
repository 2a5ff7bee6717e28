import { CmsFile, CmsPage, CmsPageListItem, CmsQuery, CmsSnippet } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPage, listFiles, listPages, listSnippets, pageDownload } from './service.ts';

const tags = ['cms'];

/** /api/cms/pages, pages/{slug} with licence variants, snippets, files and the terms download. */
export async function cmsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/cms/pages',
    {
      schema: {
        tags,
        summary: 'Every page, sub-paths nested as children',
        querystring: CmsQuery,
        response: { 200: z.array(CmsPageListItem) },
      },
    },
    async (request) => listPages(deps, request.query.l, request.site.license),
  );

  app.get(
    '/api/cms/pages/*',
    {
      schema: {
        tags,
        summary:
          'One page by slug or SEO path (e.g. terms-and-conditions, pokies/all); licence variant preferred',
        querystring: CmsQuery,
        params: z.object({ '*': z.string().max(300, 'validation.too_long') }),
        response: { 200: CmsPage },
      },
    },
    async (request) => findPage(deps, request.params['*'], request.query.l, request.site.license),
  );

  app.get(
    '/api/cms/snippets',
    {
      schema: {
        tags,
        summary: 'Content snippets',
        querystring: CmsQuery,
        response: { 200: z.array(CmsSnippet) },
      },
    },
    async (request) => listSnippets(deps, request.query.l),
  );

  app.get(
    '/api/cms/files',
    {
      schema: {
        tags,
        summary: 'Downloadable files',
        querystring: CmsQuery,
        response: { 200: z.array(CmsFile) },
      },
    },
    async (request) => listFiles(deps, request.query.l),
  );

  app.get(
    '/api/cms/files/:slug',
    {
      schema: {
        tags,
        summary:
          'The terms download: the terms page of the locale and licence as an HTML file (Content-Disposition: attachment)',
        querystring: CmsQuery,
        params: z.object({
          slug: z
            .string()
            .max(100, 'validation.too_long')
            .regex(/^[a-z0-9-]+$/, 'validation.invalid_format'),
        }),
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const file = await pageDownload(deps, request.params.slug, request.query.l, request.site.license);
      return (
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('x-content-type-options', 'nosniff')
          // Opened in a browser, the document runs nothing and loads nothing.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('cache-control', 'public, max-age=300')
          .send(file.body)
      );
    },
  );
}
