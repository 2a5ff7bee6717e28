import type { FastifyInstance } from 'fastify';

/** /api/cms/pages, pages/{slug} with licence variants, snippets, files. */
export async function cmsRoutes(_app: FastifyInstance) {}
