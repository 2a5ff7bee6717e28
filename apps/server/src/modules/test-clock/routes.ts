import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';

const MAX_ADVANCE_MS = 400 * 24 * 60 * 60 * 1000;

/**
 * `/dev/clock` (only with `TEST_CLOCK=on`, never in production): end-to-end tests move this
 * node's clock forward, e.g. past the 24 hours a raised limit waits. Time only moves forward.
 */
export function testClockRoutes(clock: Clock) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const state = () => ({ now: clock.now().toISOString(), offset_ms: clock.offsetMs() });
    app.get('/dev/clock', { schema: { hide: true } }, async () => state());
    app.post(
      '/dev/clock',
      {
        config: { csrf: false },
        schema: {
          hide: true,
          body: z.strictObject({ advance_ms: z.number().int().min(1).max(MAX_ADVANCE_MS) }),
        },
      },
      async (request) => {
        clock.advance(request.body.advance_ms);
        return state();
      },
    );
  };
}
