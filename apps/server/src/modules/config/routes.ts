import type { FastifyInstance } from 'fastify';

/** /api/fe/config/* served from config_entries. */
export async function configRoutes(_app: FastifyInstance) {}
