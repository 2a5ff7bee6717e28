import type { UserLimit } from '@orbit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { type RealtimePublisher, SESSION_ENDED, sessionRoom } from '../../realtime/publisher.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { registerPlayer, signIn, type TestPlayer } from '../../test/players.ts';
import { LIMIT_JOBS_TICK_MS, type LimitJobsResult, runLimitJobsOnce } from './jobs.ts';
import { periodWindow } from './periods.ts';

let t: TestApp;
const published: Array<{ userId: number; channel: string; data: unknown }> = [];
const rooms: Array<{ room: string; event: string }> = [];
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  const spy: RealtimePublisher = {
    publishPublic() {},
    publishToPlayer(userId, channel, data) {
      published.push({ userId, channel, data });
    },
    publishToRoom(room, event) {
      rooms.push({ room, event });
    },
  };
  t.deps.realtime = spy;
});
afterAll(() => t.close());
beforeEach(() => {
  published.length = 0;
  rooms.length = 0;
});

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const post = (payload: object, cookie: string) =>
  t.request({ method: 'POST', url: '/api/user_limits', payload, cookie });
/** Whether the cookie's session is signed in: GET /api/player answers a guest (no id) otherwise. */
async function signedIn(cookie: string) {
  const res = await t.request({ method: 'GET', url: '/api/player', cookie });
  expect(res.statusCode).toBe(200);
  return res.json().id !== undefined;
}
const listsTo = (p: TestPlayer) =>
  published.filter((e) => e.userId === p.id && e.channel === 'game_limits').map((e) => e.data as UserLimit[]);

/** The jobs role's passes, one tick apart, each starting where the previous one ended. */
let last: LimitJobsResult | undefined;
async function pass() {
  last = await runLimitJobsOnce(t.app, last?.at);
  return last;
}
/** Passes up to just before `boundary` (the last one within a tick of it), then clears what they sent. */
async function passesUntilJustBefore(boundary: Date) {
  t.clock.advance(boundary.getTime() - t.clock.now.getTime() - 2 * SECOND);
  last = { at: new Date(t.clock.now.getTime() - LIMIT_JOBS_TICK_MS), ended: [], published: [] };
}
/** The `session_ended` events sent to the player's sessions' rooms. */
async function endedRoomsOf(p: TestPlayer) {
  const ids = await t.deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, p.id));
  const theirs = new Set(ids.map((r) => sessionRoom(r.id)));
  return rooms.filter((r) => r.event === SESSION_ENDED && theirs.has(r.room));
}
const tick = () => t.clock.advance(LIMIT_JOBS_TICK_MS);

describe('session limits', () => {
  it('ends the sessions of a player who only browses once the limit is over, and publishes game_limits', async () => {
    const p = await registerPlayer(t);
    await post({ type: 'session', period: 'day', minutes: 30 }, p.cookie);
    published.length = 0;

    t.clock.advance(30 * MINUTE - 5 * SECOND);
    const before = await pass();
    expect(before.ended).not.toContain(p.id);
    expect(await signedIn(p.cookie)).toBe(true);
    expect(listsTo(p)).toEqual([]);

    tick();
    const after = await pass();
    expect(after.ended).toContain(p.id);
    expect(await signedIn(p.cookie)).toBe(false);
    const lists = listsTo(p);
    expect(lists).toHaveLength(1);
    expect(lists[0]!.find((l) => l.type === 'session')).toMatchObject({
      minutes: 30,
      current_value_minutes: 30,
    });
    expect(await endedRoomsOf(p)).toHaveLength(1);

    // Done once: the next pass leaves the player alone; a new sign-in starts a new session.
    tick();
    expect((await pass()).ended).not.toContain(p.id);
    expect(listsTo(p)).toHaveLength(1);
    const again = await signIn(t, p.email);
    tick();
    await pass();
    expect(await signedIn(again.cookie)).toBe(true);
  });

  it('uses the smallest limit and ends every session signed in before it', async () => {
    const p = await registerPlayer(t);
    await post({ type: 'session', period: 'day', minutes: 120 }, p.cookie);
    await post({ type: 'session', period: 'week', minutes: 45 }, p.cookie);
    t.clock.advance(10 * MINUTE);
    const second = await signIn(t, p.email);
    t.clock.advance(40 * MINUTE);
    // 50 minutes since the first sign-in, 40 since the latest: the latest sign-in counts.
    expect((await pass()).ended).not.toContain(p.id);
    expect(await signedIn(p.cookie)).toBe(true);
    t.clock.advance(5 * MINUTE);
    expect((await pass()).ended).toContain(p.id);
    expect(await signedIn(p.cookie)).toBe(false);
    expect(await signedIn(second.cookie)).toBe(false);
    expect(await endedRoomsOf(p)).toHaveLength(2);
  });

  it('ends a session once when two nodes run the pass at the same time', async () => {
    const p = await registerPlayer(t);
    await post({ type: 'session', period: 'day', minutes: 10 }, p.cookie);
    t.clock.advance(10 * MINUTE);
    const since = new Date(t.clock.now.getTime() - LIMIT_JOBS_TICK_MS);
    const [a, b] = await Promise.all([runLimitJobsOnce(t.app, since), runLimitJobsOnce(t.app, since)]);
    expect([...a.ended, ...b.ended].filter((id) => id === p.id)).toHaveLength(1);
    expect(await endedRoomsOf(p)).toHaveLength(1);
    expect(await signedIn(p.cookie)).toBe(false);
  });

  it('leaves a player without limits untouched', async () => {
    const p = await registerPlayer(t);
    t.clock.advance(50 * MINUTE); // within the hour a session may stay idle
    const result = await pass();
    expect(result.ended).not.toContain(p.id);
    expect(result.published).not.toContain(p.id);
    expect(listsTo(p)).toEqual([]);
    expect(await signedIn(p.cookie)).toBe(true);
  });
});

describe('changes by time alone', () => {
  it('a waiting loosening that lapses publishes once, in the pass after confirm_until', async () => {
    const p = await registerPlayer(t);
    await post(
      { type: 'wager', period: 'month', accounts: [{ currency: 'EUR', amount_cents: 1_000 }] },
      p.cookie,
    );
    const raised = await post(
      { type: 'wager', period: 'month', accounts: [{ currency: 'EUR', amount_cents: 5_000 }] },
      p.cookie,
    );
    const confirmUntil = new Date(raised.json().find((l: UserLimit) => l.type === 'wager').confirm_until);
    expect(confirmUntil.getTime()).toBe(t.clock.now.getTime() + 8 * DAY);

    await passesUntilJustBefore(confirmUntil);
    const { cookie } = await signIn(t, p.email); // signed in (a page open) when it lapses
    published.length = 0;
    expect((await pass()).published).not.toContain(p.id);
    tick();
    const after = await pass();
    expect(after.published).toContain(p.id);
    const lists = listsTo(p);
    expect(lists).toHaveLength(1);
    expect(lists[0]!.find((l) => l.type === 'wager')).toMatchObject({ pending: null, confirm_until: null });
    expect(lists[0]!.find((l) => l.type === 'wager')!.accounts![0]!.amount_cents).toBe(1_000);
    tick();
    expect((await pass()).published).not.toContain(p.id);
    expect(listsTo(p)).toHaveLength(1);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('a cooling-off that ends publishes once, in the pass after disable_at', async () => {
    const p = await registerPlayer(t);
    const set = await post({ type: 'coolingoff', period: 'day' }, p.cookie);
    const disableAt = new Date(set.json().find((l: UserLimit) => l.type === 'coolingoff').disable_at);

    await passesUntilJustBefore(disableAt);
    await signIn(t, p.email);
    published.length = 0;
    expect((await pass()).published).not.toContain(p.id);
    tick();
    expect((await pass()).published).toContain(p.id);
    expect(listsTo(p)).toEqual([[]]);
    tick();
    await pass();
    expect(listsTo(p)).toHaveLength(1);
  });

  it('a money limit publishes its new window when the day rolls over, not before', async () => {
    const p = await registerPlayer(t);
    await post(
      { type: 'loss', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 1_000 }] },
      p.cookie,
    );
    const midnight = periodWindow('day', t.clock.now).end;

    await passesUntilJustBefore(midnight);
    await signIn(t, p.email);
    published.length = 0;
    expect((await pass()).published).not.toContain(p.id);
    tick();
    expect((await pass()).published).toContain(p.id);
    const lists = listsTo(p);
    expect(lists).toHaveLength(1);
    expect(lists[0]![0]!.accounts![0]).toMatchObject({
      current_value_amount_cents: 0,
      active_until: new Date(midnight.getTime() + DAY).toISOString(),
    });
    tick();
    await pass();
    expect(listsTo(p)).toHaveLength(1);
  });

  it('publishes nothing to a player with no live session (signed out, or idle past the idle limit)', async () => {
    const out = await registerPlayer(t);
    const idle = await registerPlayer(t);
    const set = await post({ type: 'coolingoff', period: 'day' }, out.cookie);
    await post({ type: 'coolingoff', period: 'day' }, idle.cookie);
    const disableAt = new Date(set.json().find((l: UserLimit) => l.type === 'coolingoff').disable_at);
    t.clock.advance(disableAt.getTime() - t.clock.now.getTime() - 2 * HOUR);
    const outSession = await signIn(t, out.email);
    await t.request({ method: 'DELETE', url: '/api/users/sign_out', cookie: outSession.cookie });
    expect(await signedIn(outSession.cookie)).toBe(false);
    await signIn(t, idle.email); // then nothing for over the hour a session may stay idle
    await passesUntilJustBefore(disableAt);
    published.length = 0;
    await pass();
    tick();
    const result = await pass();
    expect(result.published).not.toContain(out.id);
    expect(result.published).not.toContain(idle.id);
    expect([...listsTo(out), ...listsTo(idle)]).toEqual([]);
  });
});
