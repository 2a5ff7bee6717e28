import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { orbitJobs } from '../../jobs/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { bonusPlayer, gameOfFamily } from '../bonuses/test-support.ts';
import { openSession, SESSION_COOKIE } from '../sessions/service.ts';
import { registerTestClock } from './routes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const withJobs = new Set(['api', 'jobs']);

/** The harness's clock as the test clock's routes move it. */
function clockOf(t: TestApp): Clock {
  const start = t.clock.now.getTime();
  return {
    now: () => t.clock.now,
    advance: (ms) => t.clock.advance(ms),
    reset() {},
    offsetMs: () => t.clock.now.getTime() - start,
  };
}

/** An app with the test clock registered as main.ts does it; whether its routes came. */
async function appWith(config: Partial<Config>, seed = false) {
  const t = await startTestApp({ seed, config });
  const registered = await registerTestClock(t.app, clockOf(t), orbitJobs(t.app));
  return { t, registered };
}

const runJob = (t: TestApp, name: string) => t.request({ method: 'POST', url: `/dev/jobs/${name}/run` });

describe('the dev routes are only where the test clock is on, never in production mode', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('TEST_CLOCK off: neither /dev/clock nor /dev/jobs/{name}/run exists', async () => {
    const { t, registered } = await appWith({ testClock: false, roles: withJobs });
    apps.push(t);
    expect(registered).toBe(false);
    expect((await t.request({ method: 'GET', url: '/dev/clock' })).statusCode).toBe(404);
    expect((await runJob(t, 'cashback')).statusCode).toBe(404);
  });

  it('production mode with TEST_CLOCK on (it refuses to start so; this is the second lock): none either', async () => {
    const { t, registered } = await appWith({ testClock: true, mode: 'production', roles: withJobs });
    apps.push(t);
    expect(registered).toBe(false);
    expect(
      (await t.request({ method: 'POST', url: '/dev/clock', payload: { advance_ms: DAY_MS } })).statusCode,
    ).toBe(404);
    expect((await runJob(t, 'cashback')).statusCode).toBe(404);
  });

  it('a node without the jobs role has the clock but runs no job', async () => {
    const { t, registered } = await appWith({ testClock: true, roles: new Set(['api']) });
    apps.push(t);
    expect(registered).toBe(true);
    expect((await t.request({ method: 'GET', url: '/dev/clock' })).statusCode).toBe(200);
    const refused = await runJob(t, 'cashback');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: 'unknown_job' });
  });
});

describe('with the test clock: a job pass now, on the moved clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await appWith({ testClock: true, roles: withJobs }, true));
  });
  afterAll(() => t?.close());

  it('the cashback of the week that ended is given by the pass the route runs, once', async () => {
    const p = await bonusPlayer(t, 5_000);
    await p.bet(await gameOfFamily(t, 'slots'), 5_000, 0);
    // The week is not over: the pass gives nothing.
    const early = await runJob(t, 'cashback');
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toMatchObject({ job: 'cashback', result: { issued: 0, failed: 0 } });

    // Next Monday 00:01 UTC, moved through the route.
    const now = t.clock.now;
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const monday = today + (7 - ((now.getUTCDay() + 6) % 7)) * DAY_MS;
    const moved = await t.request({
      method: 'POST',
      url: '/dev/clock',
      payload: { advance_ms: monday + 60_000 - now.getTime() },
    });
    expect(moved.statusCode).toBe(200);
    const pass = await runJob(t, 'cashback');
    expect(pass.json()).toEqual({
      job: 'cashback',
      ran_at: new Date(monday + 60_000).toISOString(),
      result: { issued: 1, failed: 0 },
    });
    // A fresh session: the week went by.
    const { token } = await openSession(t.deps, { userId: p.user.id, stage: 'active', ttlMs: 3_600_000 });
    const gifts = await t.request({
      method: 'GET',
      url: '/api/player/bonuses',
      cookie: `${SESSION_COOKIE}=${token}`,
    });
    expect(gifts.json()).toMatchObject([
      { group_key: 'weekly_cashback', amount_cents: 500, stage: 'issued' },
    ]);
    // Again: the same week's cashback is not given twice.
    expect((await runJob(t, 'cashback')).json()).toMatchObject({ result: { issued: 0, failed: 0 } });
  });

  it('a name no job has: 404', async () => {
    const res = await runJob(t, 'no-such-job');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'unknown_job' });
  });
});
