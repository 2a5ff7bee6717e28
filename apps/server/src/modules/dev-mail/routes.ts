import type { FastifyInstance } from 'fastify';

/** /dev/mail: the outbox as a page with clickable links (dev tools only). */
export async function devMailRoutes(_app: FastifyInstance) {}
