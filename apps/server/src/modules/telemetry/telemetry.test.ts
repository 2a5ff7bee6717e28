import { OTHER_LABEL, TELEMETRY_PAGES } from '@orbit/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { registerPlayer } from '../../test/players.ts';
import { providers } from '../games/service.ts';
import { TELEMETRY_BODY_LIMIT, TELEMETRY_REPORTS_PER_MINUTE } from './routes.ts';
import { growth, sampleValue, scrape, seriesOf, TEST_METRICS_TOKEN } from './test-support.ts';

let t: TestApp;
let provider: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true, config: { metricsToken: TEST_METRICS_TOKEN } });
  const list = await providers(t.deps.db, '');
  provider = list[0]!.id;
}, 180_000);
afterAll(() => t?.close());

/** What `navigator.sendBeacon(url, JSON.stringify(body))` sends from one of Orbit's pages. */
function beacon(app: TestApp, url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.app.inject({
    method: 'POST',
    url,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
  });
}

/** The spec's `PUT /<name>`, as a fetch of the page sends it (JSON, X-Requested-With). */
const put = (url: string, body: unknown, options: Partial<InjectOptions> = {}) =>
  t.request({ method: 'PUT', url, payload: body as InjectOptions['payload'], ...options });

const vitals = (page: string) => ({
  page,
  metrics: [
    { name: 'LCP', value: 1200, rating: 'good' },
    { name: 'CLS', value: 0.05 },
    { name: 'INP', value: 300, rating: 'needs-improvement' },
    { name: 'FCP', value: 800 },
    { name: 'TTFB', value: 90 },
  ],
});
const validation = (key = 'email') => ({
  side: 'frontEnd',
  component: 'LoginForm',
  errors: [{ key, firstMessage: 'validation.required' }],
});
const gameStart = (overrides: Record<string, unknown> = {}) => ({
  country: 'CA',
  userId: 42,
  gameId: 'orbit:dice',
  gameName: 'Dice',
  provider,
  value: 1500,
  connectionType: '4g',
  ...overrides,
});
const transaction = (overrides: Record<string, unknown> = {}) => ({
  type: 'deposit',
  isSuccessTransaction: true,
  paymentSystem: 'visa',
  amount: '10.50',
  currency: 'EUR',
  ...overrides,
});

/** Every endpoint with a good body: the beacon path first, the spec's PUT path where it has one. */
const endpoints = (): Array<{ name: string; body: unknown; spec: boolean }> => [
  { name: 'performance', body: vitals('home'), spec: true },
  {
    name: 'network-performance',
    body: { page: 'home', entries: [{ kind: 'api', duration: 120 }] },
    spec: true,
  },
  { name: 'log', body: { level: 'error', message: 'x is undefined', page: 'home' }, spec: true },
  { name: 'metrics-errors-validation', body: validation(), spec: true },
  { name: 'game-start-performance', body: gameStart(), spec: false },
  { name: 'metrics/transaction-metric', body: transaction(), spec: false },
];

describe('client telemetry endpoints', () => {
  it('accept a good report on both path families with 204 and no body, from a guest and a player', async () => {
    const player = await registerPlayer(t);
    for (const { name, body, spec } of endpoints()) {
      const guest = await beacon(t, `/api-fe/${name}`, body);
      expect(guest.statusCode, `${name}: ${guest.body}`).toBe(204);
      expect(guest.body).toBe('');
      const signedIn = await beacon(t, `/api-fe/${name}`, body, { cookie: player.cookie });
      expect(signedIn.statusCode, `${name} (player): ${signedIn.body}`).toBe(204);
      const viaSpec = await put(`/${name}`, body);
      expect(viaSpec.statusCode, `PUT /${name}: ${viaSpec.body}`).toBe(spec ? 204 : 404);
    }
  });

  it('count web vitals by name and page: seconds for times, the score for CLS', async () => {
    const before = await scrape(t);
    const lcp = { name: 'LCP', page: 'games-pokies' };
    const cls = { page: 'games-pokies' };
    await beacon(t, '/api-fe/performance', vitals('games-pokies'));
    await put('/performance', vitals('games-pokies'));
    const after = await scrape(t);
    const delta = (name: string, labels: Record<string, string>) => growth(before, after, name, labels);
    expect(delta('orbit_web_vital_seconds_count', lcp)).toBe(2);
    expect(delta('orbit_web_vital_seconds_sum', lcp)).toBeCloseTo(2.4);
    // 1.2 s is within the 2.5 s bucket (good) and above the 1 s one.
    expect(delta('orbit_web_vital_seconds_bucket', { ...lcp, le: '2.5' })).toBe(2);
    expect(delta('orbit_web_vital_seconds_bucket', { ...lcp, le: '1' })).toBe(0);
    expect(delta('orbit_web_vital_cls_count', cls)).toBe(2);
    expect(delta('orbit_web_vital_cls_bucket', { ...cls, le: '0.05' })).toBe(2);
    for (const name of ['INP', 'FCP', 'TTFB']) {
      expect(delta('orbit_web_vital_seconds_count', { name, page: 'games-pokies' }), name).toBe(2);
    }
    expect(seriesOf(after, 'orbit_web_vital_seconds_count')).not.toContainEqual({
      name: 'CLS',
      page: 'games-pokies',
    });
  });

  it('count one vital once per report (the last value sent wins)', async () => {
    const before = await scrape(t);
    const labels = { name: 'LCP', page: 'quests' };
    const report = {
      page: 'quests',
      metrics: [
        { name: 'LCP', value: 9000 },
        { name: 'LCP', value: 700 },
      ],
    };
    expect((await beacon(t, '/api-fe/performance', report)).statusCode).toBe(204);
    const after = await scrape(t);
    expect(growth(before, after, 'orbit_web_vital_seconds_count', labels)).toBe(1);
    expect(growth(before, after, 'orbit_web_vital_seconds_sum', labels)).toBeCloseTo(0.7);
  });

  it('count resource timings by kind, logs by level, source and page', async () => {
    const before = await scrape(t);
    await beacon(t, '/api-fe/network-performance', {
      page: 'home',
      entries: [
        { kind: 'script', duration: 300 },
        { kind: 'script', duration: 50 },
        { kind: 'font', duration: 20 },
      ],
    });
    await beacon(t, '/api-fe/log', {
      level: 'warn',
      message: 'slow',
      stack: 'at x (y.js:1:1)',
      source: 'unhandledrejection',
      page: 'profile-personal',
    });
    const after = await scrape(t);
    const delta = (name: string, labels: Record<string, string>) => growth(before, after, name, labels);
    expect(delta('orbit_client_resource_duration_seconds_count', { kind: 'script' })).toBe(2);
    expect(delta('orbit_client_resource_duration_seconds_count', { kind: 'font' })).toBe(1);
    expect(
      delta('orbit_client_log_entries_total', {
        level: 'warn',
        source: 'unhandledrejection',
        page: 'profile-personal',
      }),
    ).toBe(1);
  });

  it('count validation errors by side, form and field, each field once per report', async () => {
    const before = await scrape(t);
    await beacon(t, '/api-fe/metrics-errors-validation', {
      side: 'backEnd',
      component: 'RegistrationForm',
      errors: [
        { key: 'email', firstMessage: 'auth.email_taken' },
        { key: 'email', firstMessage: 'validation.invalid_format' },
        { key: 'password', firstMessage: 'validation.too_short' },
      ],
    });
    await put('/metrics-errors-validation', {
      side: 'frontEnd',
      component: 'CashboxOthersForms',
      errors: [{ key: 'amount', firstMessage: 'validation.required' }],
    });
    const after = await scrape(t);
    const delta = (labels: Record<string, string>) =>
      growth(before, after, 'orbit_form_validation_errors_total', labels);
    expect(delta({ side: 'backEnd', component: 'RegistrationForm', field: 'email' })).toBe(1);
    expect(delta({ side: 'backEnd', component: 'RegistrationForm', field: 'password' })).toBe(1);
    expect(delta({ side: 'frontEnd', component: 'CashboxOthersForms', field: 'amount' })).toBe(1);
  });

  it('count game starts by known provider and connection type, payments by type, outcome, system and currency', async () => {
    const before = await scrape(t);
    await beacon(t, '/api-fe/game-start-performance', gameStart({ value: 2500 }));
    await beacon(
      t,
      '/api-fe/game-start-performance',
      gameStart({ provider: 'no-such-studio', connectionType: null }),
    );
    await beacon(t, '/api-fe/metrics/transaction-metric', transaction({ isSuccessTransaction: false }));
    await beacon(
      t,
      '/api-fe/metrics/transaction-metric',
      transaction({ paymentSystem: 'my-bank', currency: 'XYZ' }),
    );
    const after = await scrape(t);
    const delta = (name: string, labels: Record<string, string>) => growth(before, after, name, labels);
    expect(delta('orbit_game_start_seconds_count', { provider, connection_type: '4g' })).toBe(1);
    expect(delta('orbit_game_start_seconds_sum', { provider, connection_type: '4g' })).toBeCloseTo(2.5);
    expect(
      delta('orbit_game_start_seconds_count', { provider: OTHER_LABEL, connection_type: OTHER_LABEL }),
    ).toBe(1);
    expect(
      delta('orbit_client_transactions_total', {
        type: 'deposit',
        outcome: 'failure',
        payment_system: 'visa',
        currency: 'EUR',
      }),
    ).toBe(1);
    expect(
      delta('orbit_client_transactions_total', {
        type: 'deposit',
        outcome: 'success',
        payment_system: OTHER_LABEL,
        currency: OTHER_LABEL,
      }),
    ).toBe(1);
  });
});

describe('bad reports', () => {
  it('a body against the schema is a 422 with field errors, and counts nothing', async () => {
    const before = await scrape(t);
    const cases: Array<[string, unknown, string]> = [
      ['performance', { page: 'home', metrics: [] }, 'metrics'],
      ['performance', { page: 'home', metrics: [{ name: 'FID', value: 10 }] }, 'metrics.0.name'],
      ['performance', { page: 'home', metrics: [{ name: 'LCP', value: -1 }] }, 'metrics.0.value'],
      ['performance', { page: 'home', metrics: [{ name: 'LCP', value: 'fast' }] }, 'metrics.0.value'],
      ['performance', { page: '../../etc/passwd', metrics: [{ name: 'LCP', value: 1 }] }, 'page'],
      ['performance', { metrics: [{ name: 'LCP', value: 1 }] }, 'page'],
      ['network-performance', { page: 'home', entries: [{ kind: 'video', duration: 1 }] }, 'entries.0.kind'],
      ['log', { level: 'fatal', message: 'x', page: 'home' }, 'level'],
      ['log', { level: 'error', message: 'x'.repeat(1001), page: 'home' }, 'message'],
      ['metrics-errors-validation', { ...validation(), component: 'ChatForm' }, 'component'],
      ['metrics-errors-validation', { ...validation(), side: 'middle' }, 'side'],
      ['metrics-errors-validation', { ...validation(), errors: [] }, 'errors'],
      ['game-start-performance', gameStart({ value: Number.MAX_VALUE }), 'value'],
      ['game-start-performance', gameStart({ provider: undefined }), 'provider'],
      ['metrics/transaction-metric', transaction({ amount: '1e9' }), 'amount'],
      ['metrics/transaction-metric', transaction({ type: 'refund' }), 'type'],
      ['metrics/transaction-metric', transaction({ isSuccessTransaction: 'yes' }), 'isSuccessTransaction'],
    ];
    for (const [name, body, field] of cases) {
      const res = await beacon(t, `/api-fe/${name}`, body);
      expect(res.statusCode, `${name} ${JSON.stringify(body).slice(0, 80)}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const after = await scrape(t);
    for (const name of [
      'orbit_web_vital_seconds_count',
      'orbit_client_resource_duration_seconds_count',
      'orbit_client_log_entries_total',
      'orbit_form_validation_errors_total',
      'orbit_game_start_seconds_count',
      'orbit_client_transactions_total',
    ]) {
      expect(seriesOf(after, name).length, name).toBe(seriesOf(before, name).length);
      const total = (samples: typeof after) =>
        samples.filter((s) => s.name === name).reduce((sum, s) => sum + s.value, 0);
      expect(total(after), name).toBe(total(before));
    }
  });

  it('a body that is not JSON is a 400, another media type a 415', async () => {
    for (const payload of ['{"page":', '', 'not json at all']) {
      const res = await beacon(t, '/api-fe/performance', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const form = await beacon(t, '/api-fe/log', 'level=error', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    // JSON's prototype guards hold for the beacon's text too.
    const poisoned = await beacon(
      t,
      '/api-fe/log',
      '{"__proto__":{"x":1},"level":"error","message":"m","page":"home"}',
    );
    expect(poisoned.statusCode).toBe(400);
  });

  it('a body over 8 KiB is a 413, on both content types', async () => {
    const big = { level: 'error', message: 'x', stack: 'y'.repeat(TELEMETRY_BODY_LIMIT), page: 'home' };
    const asBeacon = await beacon(t, '/api-fe/log', big);
    expect(asBeacon.statusCode).toBe(413);
    expect(asBeacon.json().error).toBe('body_too_large');
    const asJson = await put('/log', big);
    expect(asJson.statusCode).toBe(413);
  });

  it('whatever the JSON, the answer is 204, 400, 413 or 422, never a 5xx', async () => {
    const names = endpoints().map((e) => e.name);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), fc.jsonValue(), async (name, value) => {
        const res = await beacon(t, `/api-fe/${name}`, JSON.stringify(value));
        expect([204, 400, 413, 422], `${name} ${res.body}`).toContain(res.statusCode);
      }),
      { numRuns: 60 },
    );
  });

  it('another site’s page is refused (403); a page of this site needs no X-Requested-With', async () => {
    const crossSite = await beacon(t, '/api-fe/performance', vitals('home'), {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error).toBe('cross_site');
    const sameSite = await beacon(t, '/api-fe/performance', vitals('home'), {
      'sec-fetch-site': 'same-site',
    });
    expect(sameSite.statusCode).toBe(403);
    // An older browser tells only its Origin.
    const foreignOrigin = await t.app.inject({
      method: 'POST',
      url: '/api-fe/performance',
      payload: JSON.stringify(vitals('home')),
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
    });
    expect(foreignOrigin.statusCode).toBe(403);
    const ownOrigin = await t.app.inject({
      method: 'POST',
      url: '/api-fe/performance',
      payload: JSON.stringify(vitals('home')),
      headers: { 'content-type': 'text/plain', origin: 'http://localhost:3000' },
    });
    expect(ownOrigin.statusCode).toBe(204);
    const spoiled = await put('/performance', vitals('home'), { headers: { origin: 'null' } });
    expect(spoiled.statusCode).toBe(403);
  });
});

describe('label cardinality', () => {
  it('made-up pages, fields, providers, systems, currencies and connection types all count as other', async () => {
    const hostile = (i: number) => [
      `page-${i}`,
      `field"} 1\nfake_metric{x="${i}`,
      `studio-${i}`,
      `bank-${i}`,
      `X${i}`,
      `6g-${i}`,
    ];
    const reports = Array.from({ length: 40 }, (_, i) => {
      const [page, field, studio, bank, currency, connection] = hostile(i) as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      return [
        beacon(t, '/api-fe/performance', { page, metrics: [{ name: 'LCP', value: i }] }),
        beacon(t, '/api-fe/log', { level: 'error', message: `boom ${i}`, page }),
        beacon(t, '/api-fe/metrics-errors-validation', validation(field)),
        beacon(
          t,
          '/api-fe/game-start-performance',
          gameStart({ provider: studio, connectionType: connection }),
        ),
        beacon(t, '/api-fe/metrics/transaction-metric', transaction({ paymentSystem: bank, currency })),
      ];
    }).flat();
    const before = await scrape(t);
    // Twenty at once, as a busy page's visitors would send them: every one is counted.
    for (let i = 0; i < reports.length; i += 20) {
      const answers = await Promise.all(reports.slice(i, i + 20));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(204);
    }
    const samples = await scrape(t);
    const known = new Set<string>([...TELEMETRY_PAGES, OTHER_LABEL]);
    for (const labels of seriesOf(samples, 'orbit_web_vital_seconds_count'))
      expect(known).toContain(labels.page);
    for (const labels of seriesOf(samples, 'orbit_client_log_entries_total'))
      expect(known).toContain(labels.page);
    expect(sampleValue(samples, 'orbit_web_vital_seconds_count', { name: 'LCP', page: OTHER_LABEL })).toBe(
      40,
    );
    expect(
      sampleValue(samples, 'orbit_form_validation_errors_total', {
        side: 'frontEnd',
        component: 'LoginForm',
        field: OTHER_LABEL,
      }),
    ).toBe(40);
    const otherStarts = { provider: OTHER_LABEL, connection_type: OTHER_LABEL };
    expect(growth(before, samples, 'orbit_game_start_seconds_count', otherStarts)).toBe(40);
    const text = JSON.stringify(samples);
    for (const made of ['page-7', 'studio-7', 'bank-7', 'X7', '6g-7', 'fake_metric'])
      expect(text).not.toContain(made);
    expect(samples.some((s) => s.name === 'fake_metric')).toBe(false);
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ config: { rateLimitEnabled: true } });
  });
  afterAll(() => limited?.close());

  it(`an address sends at most ${TELEMETRY_REPORTS_PER_MINUTE} reports a minute over all paths; another address is counted apart`, async () => {
    const send = (i: number, remoteAddress = '203.0.113.7') =>
      limited.app.inject({
        method: 'POST',
        url: i % 2 ? '/api-fe/log' : '/api-fe/metrics-errors-validation',
        payload: JSON.stringify(i % 2 ? { level: 'info', message: `m${i}`, page: 'home' } : validation()),
        headers: { 'content-type': 'text/plain' },
        remoteAddress,
      });
    for (let i = 0; i < TELEMETRY_REPORTS_PER_MINUTE; i += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, j) => send(i + j)));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(204);
    }
    const over = await send(TELEMETRY_REPORTS_PER_MINUTE);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('too_many_requests');
    const spec = await limited.app.inject({
      method: 'PUT',
      url: '/performance',
      payload: vitals('home'),
      remoteAddress: '203.0.113.7',
    });
    expect(spec.statusCode).toBe(429);
    expect((await send(0, '198.51.100.9')).statusCode).toBe(204);
  });
});
