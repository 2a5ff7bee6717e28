import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/routes.ts';

/** Every API module; each owns its routes, service and repository. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
}
