import type { FastifyInstance } from 'fastify';

/** /api/info/*, /api/current_ip and /client-context. */
export async function infoRoutes(_app: FastifyInstance) {}
