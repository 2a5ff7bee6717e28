import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOperator } from './guards.ts';
import { authRateLimit } from './rate-limit.ts';

/** Calls an operator's tool may make a minute from one address. */
export const OPERATOR_CALLS_PER_MINUTE = 60;

/**
 * The options every operator route starts with: the `X-Operator-Key` checked before anything
 * else, and guessing it slowed per address (a real key is 32+ characters: production insists).
 * Not exempt from the X-Requested-With rule: an operator's tool sends it with the key.
 */
export function operatorRoute(app: FastifyInstance) {
  return {
    preValidation: async (request: FastifyRequest) => requireOperator(request),
    config: authRateLimit(app, OPERATOR_CALLS_PER_MINUTE, '1 minute'),
  };
}
