import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import type { Job } from '../../jobs/index.ts';
import type { Clock } from '../../lib/clock.ts';

const MAX_ADVANCE_MS = 400 * 24 * 60 * 60 * 1000;

/**
 * `/dev/clock` (only with `TEST_CLOCK=on`, never in production): end-to-end tests move this
 * node's clock forward, e.g. past the 24 hours a raised limit waits. Time only moves forward.
 *
 * `POST /dev/jobs/{name}/run`: one pass of one of this node's jobs now, on the moved clock. The
 * runner's ticks follow the database's clock, which the test clock does not move, so a job whose
 * interval is long (cashback: 10 minutes) would otherwise wait for its next real tick. The pass
 * bypasses the lease: Orbit's passes are written to be repeated (a lease can be lost mid-pass).
 */
export function testClockRoutes(clock: Clock, jobs: readonly Job[] = []) {
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
    app.post(
      '/dev/jobs/:name/run',
      {
        config: { csrf: false },
        schema: { hide: true, params: z.strictObject({ name: z.string().min(1).max(64) }) },
      },
      async (request) => {
        const job = jobs.find((j) => j.name === request.params.name);
        if (!job) throw new HttpError(404, 'unknown_job', 'This node runs no job of that name');
        const at = clock.now().toISOString();
        // `since` unknown: the job looks back one interval, as on its first pass.
        const result = await job.run({ since: undefined });
        return { job: job.name, ran_at: at, result: result ?? null };
      },
    );
  };
}

/**
 * The test clock's routes, on an app that may have them: `TEST_CLOCK=on` and not production mode
 * (production refuses to start with TEST_CLOCK; this is the second lock). `jobs`: the jobs this
 * node runs (none without the jobs role).
 */
export async function registerTestClock(app: FastifyInstance, clock: Clock, jobs: readonly Job[]) {
  const { config } = app.deps;
  if (!config.testClock || config.mode === 'production') return false;
  await app.register(testClockRoutes(clock, config.roles.has('jobs') ? jobs : []));
  return true;
}
