import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig, modeOf, unsafeProductionSettings } from './config.ts';
import { demoAccountsIn, seedInstallation } from './db/seed/index.ts';
import { DEMO_PASSWORD } from './db/seed/players.ts';
import { loadPaymentSettings } from './modules/payments/settings.ts';
import { startTestApp, type TestApp } from './test/harness.ts';
import { freePort, startOrbit } from './test/orbit-process.ts';
import { registerPlayer, signIn } from './test/players.ts';

/**
 * Production mode: the demo's parts — outbox, dev API, demo accounts, country cookie,
 * sandbox provider — are not there, and a start with an unsafe setting is refused.
 */
const SAFE_ENV = {
  ORBIT_MODE: 'production',
  SMTP_URL: 'smtp://mail.invalid:587',
  DATA_DIR: '/var/lib/orbit',
};

describe('which mode', () => {
  it("is the demo by default, production with the operator's NODE_ENV=production or ORBIT_MODE", () => {
    expect(modeOf({})).toBe('demo');
    expect(modeOf({ NODE_ENV: 'production' })).toBe('production');
    expect(modeOf({ NODE_ENV: 'production', ORBIT_MODE: 'demo' })).toBe('demo');
    expect(modeOf({ ORBIT_MODE: 'production' })).toBe('production');
    // A misspelt mode never falls back to the demo's open doors.
    expect(modeOf({ ORBIT_MODE: 'prod' })).toBe('production');
  });

  it('gives the demo its parts and production none of them', () => {
    const demo = loadConfig({});
    expect(demo).toMatchObject({ devTools: true, seedDemo: true, paymentsSandbox: true });
    const production = loadConfig(SAFE_ENV);
    expect(production).toMatchObject({
      devTools: false,
      seedDemo: false,
      paymentsSandbox: false,
      testClock: false,
    });
    expect(unsafeProductionSettings(production, SAFE_ENV)).toEqual([]);
  });

  it('names every unsafe production setting', () => {
    const env = {
      ORBIT_MODE: 'production',
      DEV_TOOLS: 'on',
      TEST_CLOCK: 'on',
      SEED_DEMO: 'on',
      CAPTCHA: 'off',
      RATE_LIMIT: 'off',
      OPERATOR_KEY: 'short',
      DATA_DIR: 'memory://',
    };
    const problems = unsafeProductionSettings(loadConfig(env), env).join('\n');
    for (const name of [
      'DEV_TOOLS',
      'TEST_CLOCK',
      'SEED_DEMO',
      'CAPTCHA',
      'RATE_LIMIT',
      'SMTP_URL',
      'OPERATOR_KEY',
      'memory://',
    ])
      expect(problems).toContain(name);
    // The retired shared key is named, so scripts still sending it are found at start.
    expect(
      unsafeProductionSettings(loadConfig(SAFE_ENV), { ...SAFE_ENV, OPERATOR_KEY: 'x'.repeat(40) }).join(),
    ).toContain('OPERATOR_KEY is retired');
  });

  it('approves withdrawals by itself only in the demo, or when the operator sets a review delay', () => {
    expect(loadPaymentSettings(loadConfig({}), {}).reviewDelayMs).toBe(10 * 60_000);
    expect(loadPaymentSettings(loadConfig(SAFE_ENV), {}).reviewDelayMs).toBeNull();
    const delayed = { PAYMENTS_REVIEW_DELAY_MINUTES: '30' };
    expect(loadPaymentSettings(loadConfig(SAFE_ENV), delayed).reviewDelayMs).toBe(30 * 60_000);
  });
});

describe('a production app', () => {
  let t: TestApp;
  let demo: TestApp;
  beforeAll(async () => {
    const production: Partial<Config> = {
      ...loadConfig(SAFE_ENV),
      dataDir: 'memory://',
      captchaEnabled: false,
      roles: new Set(['api']),
    };
    t = await startTestApp({ config: production });
    await seedInstallation(t.deps, { demoAccounts: false });
    demo = await startTestApp({
      config: { devTools: true, trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy },
    });
  });
  afterAll(async () => {
    await t.close();
    await demo.close();
  });

  it('has no outbox and no dev API', async () => {
    for (const url of ['/dev/mail', '/dev/mail/latest.json?to=player%40orbit.test']) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const send = await t.request({
      method: 'POST',
      url: '/api/dev/payments/crypto/send',
      payload: { currency: 'BTC', address: 'bc1qexample', amount_cents: 1_000_000_000_000 },
    });
    expect(send.statusCode).toBe(404);
    const operator = await t.request({
      method: 'POST',
      url: '/api/dev/operator_session',
      payload: { role: 'owner' },
    });
    expect(operator.statusCode).toBe(404);
  });

  it('has the catalogue but no demo account', async () => {
    expect(await demoAccountsIn(t.deps.db)).toEqual([]);
    const games = await t.request({ method: 'POST', url: '/api/games_filter', payload: {} });
    expect(games.json().pagination.total_count).toBeGreaterThan(100);
    const res = (await signIn(t, 'player@orbit.test', DEMO_PASSWORD)).res;
    expect(res.json()).toEqual({ errors: { base: ['auth.invalid_credentials'] } });
  });

  it('believes no country cookie (the demo does)', async () => {
    const country = async (app: TestApp) =>
      (await app.request({ method: 'GET', url: '/api/current_ip', cookie: 'orbit_country=DE' })).json()
        .country_code;
    expect(await country(t)).toBe('CA');
    expect(await country(demo)).toBe('DE');
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const ipSeenBy = async (app: TestApp) =>
      (
        await app.app.inject({
          method: 'GET',
          url: '/api/current_ip',
          remoteAddress: '10.1.2.3',
          headers: { 'x-forwarded-for': '203.0.113.9' },
        })
      ).json().ip;
    // Default (loopback): a proxy on another host is not believed, so its address is the visitor's.
    expect(await ipSeenBy(t)).toBe('10.1.2.3');
    // TRUST_PROXY=1: the one proxy in front, wherever it runs.
    expect(await ipSeenBy(demo)).toBe('203.0.113.9');
  });

  it('publishes no operator or development route in its API document', async () => {
    const published = Object.keys((await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(published).toContain('/api/users/sign_in');
    expect(published.filter((path) => path.includes('/operator/') || path.includes('/dev/'))).toEqual([]);
    // The whole document stays inside (the bad-input sweep walks it).
    const whole = Object.keys((t.app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(whole).toContain('/api/operator/payments/{id}/approve');
  });

  it('slows down guessing an operator sign-in, and publishes no back-office route', async () => {
    const guess = (i: number) =>
      t.request({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email: 'owner@casino.test', password: `guess-${i}`, otp: '000000' },
      });
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push((await guess(i)).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(answers.slice(20).every((status) => status === 429)).toBe(true);
    const published = Object.keys((await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(published.filter((path) => path.startsWith('/api/admin/'))).toEqual([]);
  });

  it('offers no sandbox provider: no methods, no provider page, no notices, no crypto address', async () => {
    const p = await registerPlayer(t);
    for (const action of ['deposit', 'cashout']) {
      const methods = await t.request({
        method: 'GET',
        url: `/api/payments/methods?action=${action}`,
        cookie: p.cookie,
      });
      expect(methods.statusCode).toBe(200);
      expect(methods.json().methods).toEqual([]);
    }
    const deposit = await t.request({
      method: 'POST',
      url: '/api/payments/deposits',
      cookie: p.cookie,
      payload: { method_id: 'visa', currency: 'CAD', amount_cents: 5_000 },
    });
    expect(deposit.statusCode).toBe(422);
    expect((await t.request({ method: 'GET', url: '/sandbox/3ds/1?token=x' })).statusCode).toBe(404);
    const notice = await t.request({ method: 'POST', url: '/api/payments/callbacks/sandbox', payload: {} });
    expect(notice.statusCode).toBe(404);
    const address = await t.request({
      method: 'GET',
      url: '/api/payments/crypto/address?currency=BTC',
      cookie: p.cookie,
    });
    expect(address.statusCode).toBe(422);
  });
});

describe('starting in production', () => {
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'orbit-production-'));
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses NODE_ENV=production with the demo's settings, naming each", async () => {
    const { code, output } = await startOrbit({ NODE_ENV: 'production', DATA_DIR: dataDir }).exited;
    expect(code).toBe(1);
    expect(output).toContain('refuses to start in production mode');
    expect(output).toContain('SMTP_URL is not set');
  });

  it('starts when safe, with no dev surface; a second process on the same DATA_DIR is refused', async () => {
    const port = await freePort();
    const env = { ...SAFE_ENV, DATA_DIR: dataDir, PORT: String(port), ORBIT_ROLES: 'api' };
    const orbit = startOrbit(env, port);
    children.push(orbit.child);
    await orbit.listening();
    const get = (url: string) => fetch(`http://127.0.0.1:${port}${url}`);
    expect((await get('/dev/mail')).status).toBe(404);
    expect((await get('/dev/clock')).status).toBe(404);
    const send = await fetch(`http://127.0.0.1:${port}/api/dev/payments/crypto/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ currency: 'BTC', address: 'x', amount_cents: 1 }),
    });
    expect(send.status).toBe(404);

    const second = await startOrbit({ ...env, PORT: String(await freePort()) }).exited;
    expect(second.code).toBe(1);
    expect(second.output).toContain(`in use by process ${orbit.child.pid}`);

    orbit.child.kill('SIGTERM');
    expect((await orbit.exited).code).toBe(0);
  }, 120_000);
});
