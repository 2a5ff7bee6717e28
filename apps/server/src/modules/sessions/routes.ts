import type { FastifyInstance } from 'fastify';

/** The player's sessions: GET /api/player/sessions, DELETE /api/player/sessions/{id}. */
export async function sessionRoutes(_app: FastifyInstance) {}
