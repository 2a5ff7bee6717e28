import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Tags of routes that are not the public API's: operators' and development tools'. */
const UNPUBLISHED_TAGS = new Set(['operator', 'dev']);

type Operation = { tags?: string[] };
type Document = { paths?: Record<string, Record<string, Operation>> };

/**
 * The document as published: without the operator and development routes, which a visitor has no
 * business mapping. `app.swagger()` keeps the whole one (the bad-input sweep walks every route).
 */
export function publishedDocument(document: Document): Document {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const kept = Object.entries(operations).filter(
      ([, op]) => !op.tags?.some((tag) => UNPUBLISHED_TAGS.has(tag)),
    );
    if (kept.length) paths[path] = Object.fromEntries(kept);
  }
  return { ...document, paths };
}

/** OpenAPI of the player API, generated from the contract schemas: UI at /api/docs, JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Orbit player API',
        version: '1.0.0',
        description: 'The player API of the Orbit casino.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    transformSpecification: (document) => publishedDocument(document as Document),
  });
}
