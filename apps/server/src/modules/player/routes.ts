import type { FastifyInstance } from 'fastify';

/** GET/PATCH /api/player, settings, groups, accounts, update_locale, subscriptions. */
export async function playerRoutes(_app: FastifyInstance) {}
