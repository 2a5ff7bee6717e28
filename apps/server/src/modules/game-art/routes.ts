import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { matchesEtag, tileArt } from './service.ts';

/** A year, and `immutable`: art URLs carry `?v=ART_VERSION`, so a new drawing is a new URL. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const SVG_FILE = /^(.+)\.svg$/;

/** GET /games/art/{producer}/{name}.svg: the game's generated tile artwork. */
export async function gameArtRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/games/art/:producer/:file',
    {
      schema: {
        tags: ['games'],
        summary: 'Tile artwork of a game (SVG, 4:3), generated from its title, producer and theme',
        params: z.object({
          producer: z.string().max(100, 'validation.too_long'),
          file: z.string().max(210, 'validation.too_long'),
        }),
        querystring: z.object({ v: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => {
      const name = SVG_FILE.exec(request.params.file)?.[1];
      const art = name ? await tileArt(deps.db, `${request.params.producer}/${name}`) : null;
      if (!art) throw new HttpError(404, 'not_found', 'No such game');
      reply.header('cache-control', CACHE_CONTROL).header('etag', art.etag);
      if (matchesEtag(request.headers['if-none-match'], art.etag)) return reply.code(304).send();
      return reply.type('image/svg+xml').send(art.svg);
    },
  );
}
