import type { OperatorRole, PwaReport } from '@orbit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pwaDailyEvents } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { registerPlayer, type TestPlayer } from '../../test/players.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { PWA_EVENTS_PER_MINUTE } from './routes.ts';

/**
 * `POST /api/pwa_events` (signed-in players only, one row per player, day and event counting up)
 * and the operator's figures per day. Each test sets the clock to days of its own.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t?.close());

const send = (payload: unknown, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/pwa_events', payload: payload as object, cookie });

/** Sends an event that must be counted. */
async function sendOk(event: string, p: TestPlayer) {
  const answer = await send({ event }, p.cookie);
  expect(answer.statusCode, answer.body).toBe(204);
  expect(answer.body).toBe('');
}

const rowsOf = (p: TestPlayer) =>
  t.deps.db
    .select({ day: pwaDailyEvents.day, event: pwaDailyEvents.event, count: pwaDailyEvents.count })
    .from(pwaDailyEvents)
    .where(eq(pwaDailyEvents.userId, p.id))
    .orderBy(pwaDailyEvents.day, pwaDailyEvents.event);

const report = async (query: string, role: OperatorRole | null = 'owner') =>
  t.request({
    method: 'GET',
    url: `/api/operator/reports/pwa?${query}`,
    headers: role === null ? {} : { cookie: await operatorCookie(t, role) },
  });

describe('POST /api/pwa_events', () => {
  it('counts each event on the day it happened (UTC), one row per player, day and event', async () => {
    t.clock.now = new Date('2031-01-10T23:50:00Z');
    const p = await registerPlayer(t);
    for (const event of ['open', 'open', 'install']) await sendOk(event, p);
    t.clock.advance(20 * 60_000);
    await sendOk('open', p);
    expect(await rowsOf(p)).toEqual([
      { day: '2031-01-10', event: 'install', count: 1 },
      { day: '2031-01-10', event: 'open', count: 2 },
      { day: '2031-01-11', event: 'open', count: 1 },
    ]);
  });

  it('refuses a guest with 401 and stores nothing', async () => {
    const before = await t.deps.db.$count(pwaDailyEvents);
    const guest = await send({ event: 'open' });
    expect(guest.statusCode).toBe(401);
    const expired = await send({ event: 'install' }, 'orbit_session=not-a-session');
    expect(expired.statusCode).toBe(401);
    expect(await t.deps.db.$count(pwaDailyEvents)).toBe(before);
  });

  it('refuses a bad body with field errors and stores nothing', async () => {
    t.clock.now = new Date('2031-02-01T12:00:00Z');
    const p = await registerPlayer(t);
    const bad: [unknown, Record<string, string[]>][] = [
      [{}, { event: ['validation.invalid_value'] }],
      [{ event: 'uninstall' }, { event: ['validation.invalid_value'] }],
      [{ event: 'OPEN' }, { event: ['validation.invalid_value'] }],
      [{ event: 1 }, { event: ['validation.invalid_value'] }],
      [{ event: 'open', user_id: 1 }, { user_id: ['validation.unknown_field'] }],
      [['open'], { base: ['validation.invalid_type'] }],
    ];
    for (const [body, errors] of bad) {
      const answer = await send(body, p.cookie);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json(), JSON.stringify(body)).toEqual({ errors });
    }
    const notJson = await t.request({
      method: 'POST',
      url: '/api/pwa_events',
      cookie: p.cookie,
      headers: { 'content-type': 'application/json' },
      payload: '{"event":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await rowsOf(p)).toEqual([]);
  });

  it('counts 20 events sent at once exactly 20 times, in one row', async () => {
    t.clock.now = new Date('2031-03-01T12:00:00Z');
    const p = await registerPlayer(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => send({ event: 'open' }, p.cookie)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(204));
    expect(await rowsOf(p)).toEqual([{ day: '2031-03-01', event: 'open', count: 20 }]);
  });

  it('is rate-limited per address when limits are on', async () => {
    const limited = await startTestApp({ sameDatabaseAs: t, config: { rateLimitEnabled: true } });
    try {
      const p = await registerPlayer(limited);
      const statuses: number[] = [];
      for (let i = 0; i <= PWA_EVENTS_PER_MINUTE; i++) {
        statuses.push(
          (
            await limited.request({
              method: 'POST',
              url: '/api/pwa_events',
              cookie: p.cookie,
              payload: { event: 'open' },
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([...Array(PWA_EVENTS_PER_MINUTE).fill(204), 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/operator/reports/pwa', () => {
  it('tells installs, opens and the players who opened the app, for every day of the period', async () => {
    t.clock.now = new Date('2032-05-01T08:00:00Z');
    const [a, b] = [await registerPlayer(t), await registerPlayer(t)];
    await sendOk('install', a);
    await sendOk('open', a);
    await sendOk('open', a);
    await sendOk('open', b);
    t.clock.now = new Date('2032-05-03T08:00:00Z');
    await sendOk('open', await registerPlayer(t));

    const answer = await report('from=2032-04-30&to=2032-05-03');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<PwaReport>()).toEqual({
      days: [
        { day: '2032-04-30', installs: 0, opens: 0, players: 0 },
        { day: '2032-05-01', installs: 1, opens: 3, players: 2 },
        { day: '2032-05-02', installs: 0, opens: 0, players: 0 },
        { day: '2032-05-03', installs: 0, opens: 1, players: 1 },
      ],
    });
    const oneDay = await report('from=2032-05-03&to=2032-05-03');
    expect(oneDay.json<PwaReport>().days).toEqual([{ day: '2032-05-03', installs: 0, opens: 1, players: 1 }]);
  });

  it('is the operator’s only, and refuses a bad period with 400', async () => {
    expect((await report('from=2032-05-01&to=2032-05-02', null)).statusCode).toBe(401);
    expect((await report('from=2032-05-01&to=2032-05-02', 'support')).statusCode).toBe(403);
    for (const query of [
      'from=2032-05-02&to=2032-05-01',
      'from=2031-01-01&to=2032-01-02',
      'from=2032-13-01&to=2032-05-01',
      'from=yesterday&to=2032-05-01',
      'from=2032-05-01',
      'from=2032-05-01&to=2032-05-02&event=open',
    ]) {
      const answer = await report(query);
      expect(answer.statusCode, query).toBe(400);
    }
    expect((await report('from=2031-01-01&to=2032-01-01')).json<PwaReport>().days).toHaveLength(366);
  });
});
