import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, MIN_METRICS_TOKEN_LENGTH, unsafeProductionSettings } from '../../config.ts';
import { type JobsRunner, jobsRunnerOf } from '../../jobs/index.ts';
import { disconnection, socketClients } from '../../realtime/test-clients.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { addTestProvider, uid, walletCall, walletPlayer } from '../wallet/test-support.ts';
import { growth, parseSamples, sampleValue, scrape, seriesOf, TEST_METRICS_TOKEN } from './test-support.ts';

let t: TestApp;
/** A second app in this process, without METRICS_TOKEN. */
let bare: TestApp;
const JOB = uid('metrics-job');
let runner: JobsRunner;
beforeAll(async () => {
  t = await startTestApp({
    config: { metricsToken: TEST_METRICS_TOKEN, roles: new Set(['api', 'realtime']) },
  });
  runner = jobsRunnerOf(t.app, [
    { name: `${JOB}-ok`, intervalMs: 60_000, run: async () => {} },
    {
      name: `${JOB}-broken`,
      intervalMs: 60_000,
      run: async () => {
        throw new Error('broken on purpose');
      },
    },
  ]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await addTestProvider(t);
  bare = await startTestApp();
}, 180_000);
afterAll(async () => {
  await bare?.close();
  await t?.close();
});

/** The samples of an app's registry, read directly (the app may have no /metrics). */
const registrySamples = async (app: TestApp) => parseSamples(await app.deps.metrics.registry.metrics());

describe('GET /metrics', () => {
  it('answers only the bearer of METRICS_TOKEN (401 otherwise), in the Prometheus text format', async () => {
    const get = (authorization?: string) =>
      t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    for (const wrong of [
      undefined,
      'Bearer ',
      `Bearer ${TEST_METRICS_TOKEN}x`,
      `Bearer ${TEST_METRICS_TOKEN.slice(1)}`,
      `Basic ${Buffer.from(`metrics:${TEST_METRICS_TOKEN}`).toString('base64')}`,
      TEST_METRICS_TOKEN,
    ]) {
      const res = await get(wrong);
      expect(res.statusCode, String(wrong)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('orbit_');
    }
    const res = await get(`Bearer ${TEST_METRICS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const names = new Set(parseSamples(res.body).map((s) => s.name));
    // The process's own metrics (prom-client's defaults) beside Orbit's.
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(res.body).toContain('# TYPE orbit_http_request_duration_seconds histogram');
  });

  it('does not exist without METRICS_TOKEN (404), and then leaves out the process metrics', async () => {
    const res = await bare.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    const text = await bare.deps.metrics.registry.metrics();
    expect(text).not.toContain('process_cpu_user_seconds_total');
    expect(text).toContain('orbit_wallet_actions_total');
  });

  it('each app has its own registry: another app’s requests are not in this one’s metrics', async () => {
    const route = { method: 'GET', route: '/api/info/currencies', status_class: '2xx' };
    const before = await scrape(t);
    const bareBefore = await registrySamples(bare);
    for (let i = 0; i < 3; i++) await bare.request({ method: 'GET', url: '/api/info/currencies' });
    const count = 'orbit_http_request_duration_seconds_count';
    expect(growth(bareBefore, await registrySamples(bare), count, route)).toBe(3);
    expect(growth(before, await scrape(t), count, route)).toBe(0);
  });

  it('production refuses a METRICS_TOKEN shorter than 32 characters, and runs without one', () => {
    const production = (metricsToken: string | undefined) =>
      unsafeProductionSettings({ ...loadConfig({ ORBIT_MODE: 'production' }), metricsToken }, {});
    const problem = `METRICS_TOKEN is shorter than ${MIN_METRICS_TOKEN_LENGTH} characters`;
    expect(production('short-token')).toContain(problem);
    expect(production('x'.repeat(MIN_METRICS_TOKEN_LENGTH))).not.toContain(problem);
    expect(production(undefined).some((line) => line.includes('METRICS_TOKEN'))).toBe(false);
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });
});

describe('the server’s own metrics', () => {
  it('time every request by method, route pattern (never the URL) and status class', async () => {
    const before = await scrape(t);
    await t.request({ method: 'DELETE', url: '/api-fe/notifications/987654321' });
    await t.request({ method: 'GET', url: '/api/info/currencies' });
    await t.request({ method: 'GET', url: '/api/no-such-path/123456789' });
    const after = await scrape(t);
    const count = 'orbit_http_request_duration_seconds_count';
    expect(
      growth(before, after, count, {
        method: 'DELETE',
        route: '/api-fe/notifications/:id',
        status_class: '4xx',
      }),
    ).toBe(1);
    expect(
      growth(before, after, count, { method: 'GET', route: '/api/info/currencies', status_class: '2xx' }),
    ).toBe(1);
    expect(growth(before, after, count, { method: 'GET', route: 'unmatched', status_class: '4xx' })).toBe(1);
    const routes = seriesOf(after, count).map((labels) => labels.route);
    expect(routes.join(' ')).not.toMatch(/987654321|123456789/);
  });

  it('count wallet actions by action and outcome (ok or the refusal code)', async () => {
    const p = await walletPlayer(t, 1_000);
    const before = await scrape(t);
    const bet = (amount: number) => ({
      action_id: uid('bet'),
      round_id: uid('round'),
      player: p.player,
      currency: p.currency,
      game: 'test:slot',
      amount_cents: amount,
    });
    expect((await walletCall(t, 'bet', bet(400))).statusCode).toBe(200);
    expect((await walletCall(t, 'bet', bet(400))).statusCode).toBe(200);
    expect((await walletCall(t, 'bet', bet(5_000))).statusCode).toBe(402);
    expect((await walletCall(t, 'bet', bet(100), { signature: 'forged' })).statusCode).toBe(401);
    expect((await walletCall(t, 'balance', { player: p.player, currency: p.currency })).statusCode).toBe(200);
    const after = await scrape(t);
    const actions = (action: string, outcome: string) =>
      growth(before, after, 'orbit_wallet_actions_total', { action, outcome });
    expect(actions('bet', 'ok')).toBe(2);
    expect(actions('bet', 'insufficient_funds')).toBe(1);
    expect(actions('bet', 'invalid_signature')).toBe(1);
    expect(actions('balance', 'ok')).toBe(1);
  });

  it('count job passes by job and outcome, and time them', async () => {
    const before = await scrape(t);
    const passes = await runner.runDue();
    expect(passes.map((pass) => pass.name).sort()).toEqual([`${JOB}-broken`, `${JOB}-ok`]);
    const after = await scrape(t);
    expect(growth(before, after, 'orbit_job_runs_total', { job: `${JOB}-ok`, outcome: 'success' })).toBe(1);
    expect(growth(before, after, 'orbit_job_runs_total', { job: `${JOB}-broken`, outcome: 'failure' })).toBe(
      1,
    );
    expect(growth(before, after, 'orbit_job_runs_total', { job: `${JOB}-broken`, outcome: 'success' })).toBe(
      0,
    );
    expect(growth(before, after, 'orbit_job_duration_seconds_count', { job: `${JOB}-ok` })).toBe(1);
  });

  describe('realtime', () => {
    const clients = socketClients();
    afterEach(() => clients.closeAll());

    it('gauge the sockets open on this node', async () => {
      const sockets = async () => sampleValue(await scrape(t), 'orbit_realtime_sockets');
      const start = await sockets();
      const first = await clients.connect(t.app);
      await clients.connect(t.app);
      expect(await sockets()).toBe(start + 2);
      first.disconnect();
      await disconnection(first);
      await expect.poll(sockets).toBe(start + 1);
    });
  });
});
