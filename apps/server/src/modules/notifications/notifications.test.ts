import type { Notification, NotificationList, OperatorRole } from '@orbit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { type PublishedEvent, recordPlayerEvents, startTestApp, type TestApp } from '../../test/harness.ts';
import { bonusPlayer, findOfferByGroupKey } from '../bonuses/test-support.ts';
import { deposit } from '../lotteries/test-support.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { uid } from '../wallet/test-support.ts';
import { KEPT_DAYS, runNotificationJobsOnce } from './service.ts';

/**
 * The notification centre through its API: the operator's personal messages (once per key), the
 * player's list, read marks and deletes (only their own), the features that tell (a gift, a
 * deposit, a limit to confirm) and the job that forgets old ones.
 */
let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;
let events: PublishedEvent[] = [];

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  events = recordPlayerEvents(t);
});
afterAll(() => t?.close());

const message = (userIds: number[], over: Record<string, unknown> = {}) => ({
  user_ids: userIds,
  titles: { en: 'Welcome back', de: 'Willkommen zurück' },
  texts: { en: 'Your manager has a present for you.', de: 'Dein Manager hat ein Geschenk für dich.' },
  path: '/promotions',
  idempotency_key: uid('message'),
  ...over,
});

const sendMessage = async (payload: unknown, role: OperatorRole | null = 'owner') =>
  t.request({
    method: 'POST',
    url: '/api/operator/notifications',
    headers: role === null ? {} : { cookie: await operatorCookie(t, role) },
    payload: payload as object,
  });

type Player = Awaited<ReturnType<typeof bonusPlayer>>;
const listOf = async (p: Player, locale = 'en') =>
  (await p.request(`/api/notifications?locale=${locale}`)).json() as NotificationList;

/** Notifications are stored once the change they tell of committed: the list that has `event`. */
const listWith = (p: Player, event: string, locale = 'en') =>
  vi.waitFor(async () => {
    const list = await listOf(p, locale);
    expect(list.notifications.map((n) => n.event)).toContain(event);
    return list;
  });

const eventsOf = (userId: number, channel: string) =>
  events.filter((e) => e.userId === userId && e.channel === channel).map((e) => e.data);

describe('operator messages', () => {
  it('refuses without the key and bad bodies with field errors, storing nothing', async () => {
    const p = await bonusPlayer(t);
    const wrongKey = await sendMessage(message([p.user.id]), 'marketing');
    expect(wrongKey.statusCode).toBe(403);
    const bad = [
      message([p.user.id], { titles: { de: 'Nur Deutsch' } }),
      message([p.user.id], { texts: { en: '   ' } }),
      message([p.user.id], { path: 'https://evil.example/' }),
      message([], {}),
      message([p.user.id], { idempotency_key: 'short' }),
      { ...message([p.user.id]), user_ids: 'all' },
    ];
    for (const body of bad) {
      const answer = await sendMessage(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.json().errors).length, answer.body).toBeGreaterThan(0);
    }
    const unknown = await sendMessage(message([p.user.id, 2_000_000_000]));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ user_ids: ['notifications.unknown_players'] });
    expect((await listOf(p)).notifications).toEqual([]);
  });

  it('20 parallel calls with one key tell each player once, live and in the list, in their language', async () => {
    const a = await bonusPlayer(t);
    const b = await bonusPlayer(t);
    const body = message([a.user.id, b.user.id, a.user.id]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendMessage(body)));
    const sent = answers.map((answer) => answer.json().sent as number);
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(answers.every((answer) => [200, 201].includes(answer.statusCode))).toBe(true);

    const german = await listOf(a, 'de');
    expect(german.unread_count).toBe(1);
    expect(german.notifications).toHaveLength(1);
    expect(german.notifications[0]).toMatchObject({
      type: 'personal',
      event: 'message',
      title: 'Willkommen zurück',
      text: 'Dein Manager hat ein Geschenk für dich.',
      content: { icon: 'message', button: { title: 'Öffnen', path: '/promotions' } },
      read: false,
    });
    expect((await listOf(b)).notifications[0]?.title).toBe('Welcome back');
    const live = eventsOf(a.user.id, 'notifications') as Notification[];
    expect(live.map((n) => n.id)).toEqual([german.notifications[0]!.id]);
    expect(eventsOf(a.user.id, 'personal_notifications')).toEqual([
      { id: german.notifications[0]!.id, title: 'Welcome back', text: 'Your manager has a present for you.' },
    ]);
  });
});

describe("the player's centre", () => {
  it('is for signed-in players only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api-fe/notifications' })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/notifications/1' })).statusCode).toBe(401);
  });

  it('marks read by id or all, deletes only its own, and answers the unread count each time', async () => {
    const p = await bonusPlayer(t);
    const other = await bonusPlayer(t);
    for (let i = 0; i < 3; i++) await sendMessage(message([p.user.id, other.user.id]));
    const [newest, middle, oldest] = (await listOf(p)).notifications;
    expect([newest!.id > middle!.id, middle!.id > oldest!.id]).toEqual([true, true]);

    const readOne = await p.request('/api/notifications/read', 'POST', { ids: [middle!.id] });
    expect(readOne.json()).toEqual({ unread_count: 2 });
    expect((await listOf(p)).notifications.map((n) => n.read)).toEqual([false, true, false]);

    const theirs = (await listOf(other)).notifications[0]!;
    expect((await p.request(`/api/notifications/${theirs.id}`, 'DELETE')).statusCode).toBe(404);
    expect((await p.request('/api/notifications/read', 'POST', { ids: [theirs.id] })).json()).toEqual({
      unread_count: 2,
    });
    expect((await listOf(other)).unread_count).toBe(3);

    expect((await p.request(`/api/notifications/${newest!.id}`, 'DELETE')).json()).toEqual({
      unread_count: 1,
    });
    expect((await p.request(`/api/notifications/${newest!.id}`, 'DELETE')).statusCode).toBe(404);
    expect((await p.request('/api/notifications/not-a-number', 'DELETE')).statusCode).toBe(400);
    expect((await p.request('/api/notifications/read', 'POST', { ids: ['x'] })).statusCode).toBe(422);

    expect((await p.request('/api-fe/notifications/read', 'POST', {})).json()).toEqual({ unread_count: 0 });
    const left = await p.request('/api-fe/notifications');
    expect(left.json().notifications.map((n: Notification) => n.id)).toEqual([middle!.id, oldest!.id]);
  });
});

describe('what the features tell', () => {
  it('an issued gift, once, with its title; a deposit with its amount in the viewer’s language', async () => {
    const p = await bonusPlayer(t);
    const offer = await findOfferByGroupKey(t, 'lootbox_freespins');
    const issue = {
      user_id: p.user.id,
      offer_id: offer.id,
      currency: 'CAD',
      idempotency_key: uid('gift'),
    };
    for (let i = 0; i < 2; i++) {
      const answer = await t.request({
        method: 'POST',
        url: '/api/operator/bonuses',
        headers: { cookie: await operatorCookie(t) },
        payload: issue,
      });
      expect(answer.statusCode, answer.body).toBeLessThan(300);
    }
    const gifts = await listWith(p, 'freespins_issued');
    expect(gifts.notifications).toHaveLength(1);
    expect(gifts.notifications[0]).toMatchObject({
      type: 'freespins_changes',
      event: 'freespins_issued',
      content: { icon: 'gift', button: { path: '/profile/gifts' } },
    });
    expect(gifts.notifications[0]!.text).toMatch(/^\d+ free spins are waiting in your gifts\.$/);

    await deposit(t, p, 2_500);
    const german = await listWith(p, 'deposit_succeeded', 'de');
    const received = german.notifications.find((n) => n.event === 'deposit_succeeded')!;
    expect(received).toMatchObject({ title: 'Einzahlung erhalten', amount_cents: 2_500, currency: 'CAD' });
    // Intl writes the amount with a no-break space.
    expect(received.text).toBe('25,00\u00a0CA$ ist auf deinem Guthaben.');
  });

  it('a loosened limit: when it can be confirmed, with the button to the limits', async () => {
    const p = await bonusPlayer(t);
    const limit = (amount: number) =>
      p.request('/api/user_limits', 'POST', {
        type: 'deposit',
        period: 'week',
        accounts: [{ currency: 'CAD', amount_cents: amount }],
      });
    expect((await limit(10_000)).statusCode).toBeLessThan(300);
    expect((await limit(50_000)).statusCode).toBeLessThan(300);
    const list = await listWith(p, 'limit_confirmable');
    expect(list.notifications[0]).toMatchObject({
      event: 'limit_confirmable',
      title: 'Confirm your limit',
      content: { icon: 'shield', button: { title: 'Open limits', path: '/profile/limits' } },
    });
    expect(list.notifications[0]!.text).toContain('Your change to the deposit limit can be confirmed from ');
  });
});

describe('the job', () => {
  it(`forgets notifications older than ${KEPT_DAYS} days, and only those`, async () => {
    const p = await bonusPlayer(t);
    await sendMessage(message([p.user.id]));
    t.clock.advance((KEPT_DAYS - 1) * DAY);
    await sendMessage(message([p.user.id]));
    t.clock.advance(2 * DAY);
    await runNotificationJobsOnce(t.app);
    const left = await t.deps.db.select().from(notifications).where(eq(notifications.userId, p.user.id));
    expect(left).toHaveLength(1);
    expect(left[0]!.createdAt.getTime()).toBeGreaterThan(t.clock.now.getTime() - KEPT_DAYS * DAY);
  });
});
