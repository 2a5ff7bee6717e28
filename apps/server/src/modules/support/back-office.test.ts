import type { OperatorRole, SupportInboxPage } from '@orbit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, statuses, supportAgents, surveyAnswers } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { createSignedInPlayer } from '../player/test-support.ts';
import { uid } from '../wallet/test-support.ts';
import { AGENT_QUIET_MS } from './service.ts';

/**
 * What the back office's support screens read beyond the agents' API of support.test.ts: the
 * inbox with waiting conversations first and its counts, a thread with its player, the agents
 * online, paged contact messages, the surveys and their answers, and a message to a group.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  // The live chat (status 545 writable), so a player's message waits for an agent.
  await t.deps.db.update(statuses).set({ writable: true }).where(eq(statuses.id, '545'));
});
afterAll(() => t?.close());

const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  role: OperatorRole | null = 'support',
) =>
  t.request({
    method,
    url,
    headers: role === null ? {} : { cookie: await operatorCookie(t, role) },
    ...(payload ? { payload } : {}),
  });

const player = (groups?: number[]) => createSignedInPlayer(t, {}, { groups });
type Player = Awaited<ReturnType<typeof player>>;

const say = async (p: Player, body: string) => {
  const sent = await t.request({
    method: 'POST',
    url: '/api/support/chat/messages',
    cookie: p.cookie,
    payload: { body, key: uid('msg') },
  });
  expect(sent.statusCode, sent.body).toBe(201);
};

const inbox = async (query = '') =>
  (await call('GET', `/api/operator/support/conversations?per_page=200${query}`)).json() as SupportInboxPage;

describe('the inbox', () => {
  it('lists waiting conversations first, with their counts, and pages on the server', async () => {
    const [first, second, third] = [await player(), await player(), await player()];
    await say(first, 'First question');
    await say(second, 'Second question');
    await say(third, 'Third question');
    const idOf = async (p: Player) =>
      (await inbox()).conversations.find((c) => c.user_id === p.user.id)?.id as number;
    // The second is answered (its thread read): it waits no more, even though it is not the oldest.
    const answered = await call('GET', `/api/operator/support/conversations/${await idOf(second)}`);
    expect(answered.statusCode).toBe(200);
    // The first writes again later: newest of the waiting ones.
    t.clock.advance(1000);
    await say(first, 'Anyone there?');

    const all = await inbox();
    const order = all.conversations.map((c) => c.user_id);
    const position = (p: Player) => order.indexOf(p.user.id);
    expect(position(first)).toBeLessThan(position(third));
    expect(position(third)).toBeLessThan(position(second));
    expect(all.total_count).toBe(all.conversations.length);
    expect(all.waiting_count).toBe(all.conversations.filter((c) => c.unread_count > 0).length);
    const firstRow = all.conversations.find((c) => c.user_id === first.user.id);
    expect(firstRow).toMatchObject({
      unread_count: 2,
      last_message: 'Anyone there?',
      email: first.user.email,
    });
    expect(all.conversations.slice(0, all.waiting_count).every((c) => c.unread_count > 0)).toBe(true);

    const waiting = await inbox('&waiting=true');
    expect(waiting.conversations.map((c) => c.user_id)).not.toContain(second.user.id);
    expect(waiting.total_count).toBe(waiting.waiting_count);

    const pageOne = (await call('GET', '/api/operator/support/conversations?per_page=1')).json();
    const pageTwo = (await call('GET', '/api/operator/support/conversations?per_page=1&page=2')).json();
    expect(pageOne).toMatchObject({ page: 1, per_page: 1, total_count: all.total_count });
    expect(pageOne.conversations).toHaveLength(1);
    expect(pageTwo.conversations[0].id).not.toBe(pageOne.conversations[0].id);
  });

  it('answers a thread with its player, and refuses bad paging with 400', async () => {
    const p = await player();
    await say(p, 'Hello there');
    const id = (await inbox()).conversations.find((c) => c.user_id === p.user.id)?.id;
    const thread = (await call('GET', `/api/operator/support/conversations/${id}`)).json();
    expect(thread).toMatchObject({ id, user_id: p.user.id, email: p.user.email });
    expect(typeof thread.reply_by_email).toBe('boolean');
    for (const query of ['per_page=201', 'per_page=0', 'page=0', 'waiting=maybe', 'per_page=x']) {
      const answer = await call('GET', `/api/operator/support/conversations?${query}`);
      expect(answer.statusCode, query).toBe(400);
    }
    expect((await call('GET', '/api/operator/support/conversations/2000000000')).statusCode).toBe(404);
  });
});

describe('the agents', () => {
  it('are listed with who counts as online: said so, and seen within the quiet time', async () => {
    await t.deps.db.delete(supportAgents);
    expect((await call('GET', '/api/operator/support/agents')).json()).toEqual({
      agents: [],
      agents_online: false,
    });
    const online = await call('PUT', '/api/operator/support/agents/Development%20support', { online: true });
    expect(online.json()).toEqual({ agent: 'Development support', online: true, agents_online: true });
    await call('PUT', '/api/operator/support/agents/Mia', { online: false });
    const listed = (await call('GET', '/api/operator/support/agents')).json();
    expect(listed.agents_online).toBe(true);
    expect(listed.agents.map((a: { name: string; online: boolean }) => [a.name, a.online]).sort()).toEqual([
      ['Development support', true],
      ['Mia', false],
    ]);

    // Quiet too long: away, though they never said so.
    t.clock.advance(AGENT_QUIET_MS + 1000);
    const quiet = (await call('GET', '/api/operator/support/agents')).json();
    expect(quiet.agents_online).toBe(false);
    // Asking the inbox as the agent keeps them seen.
    await call('GET', '/api/operator/support/conversations?agent=Development%20support');
    expect((await call('GET', '/api/operator/support/agents')).json().agents_online).toBe(true);
  });

  it('are readable by read-only, and refused to roles without support', async () => {
    expect((await call('GET', '/api/operator/support/agents', undefined, 'read_only')).statusCode).toBe(200);
    expect((await call('GET', '/api/operator/support/agents', undefined, 'payments')).statusCode).toBe(403);
    expect((await call('GET', '/api/operator/support/agents', undefined, null)).statusCode).toBe(401);
    const going = await call('PUT', '/api/operator/support/agents/Mia', { online: true }, 'read_only');
    expect(going.statusCode).toBe(403);
  });
});

describe('contact messages', () => {
  it('are paged with their total, the unanswered ones apart', async () => {
    for (const n of [1, 2, 3]) {
      const sent = await t.request({
        method: 'POST',
        url: '/api/send_contact_message',
        payload: {
          contact: { email: `visitor${n}.${uid('c')}@orbit.test`, content: `Question number ${n}.` },
        },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const all = (await call('GET', '/api/operator/support/contact-messages?per_page=2')).json();
    expect(all).toMatchObject({ page: 1, per_page: 2 });
    expect(all.messages).toHaveLength(2);
    expect(all.total_count).toBeGreaterThanOrEqual(3);
    const newest = all.messages[0];
    const answer = await call('POST', `/api/operator/support/contact-messages/${newest.id}/reply`, {
      agent: 'Development support',
      body: 'Here is the answer.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const unanswered = (
      await call('GET', '/api/operator/support/contact-messages?unanswered=true&per_page=200')
    ).json();
    expect(unanswered.total_count).toBe(all.total_count - 1);
    expect(unanswered.messages.map((m: { id: number }) => m.id)).not.toContain(newest.id);
    const again = (await call('GET', '/api/operator/support/contact-messages?per_page=200')).json();
    expect(again.messages.find((m: { id: number }) => m.id === newest.id)).toMatchObject({
      answered_by: 'Development support',
    });
    expect((await call('GET', '/api/operator/support/contact-messages?per_page=500')).statusCode).toBe(400);
  });
});

describe('surveys', () => {
  it('list every survey with its results, and its answers newest first', async () => {
    const surveyId = uid('survey');
    const scores = [10, 9, 7, 3];
    const players: Player[] = [];
    for (const [i, score] of scores.entries()) {
      const p = await player();
      players.push(p);
      await t.deps.db.insert(surveyAnswers).values({
        userId: p.user.id,
        surveyId,
        collectorId: 'c1',
        score,
        comment: i === 0 ? 'Fast withdrawals' : null,
        createdAt: new Date(t.clock.now.getTime() + i),
      });
    }
    const list = (await call('GET', '/api/operator/support/surveys')).json();
    expect(list.surveys[0]).toMatchObject({
      survey_id: surveyId,
      answers: 4,
      average_score: 7.25,
      // 2 promoters, 1 detractor of 4.
      nps: 25,
    });
    const answers = (
      await call('GET', `/api/operator/support/surveys/${surveyId}/answers?per_page=3`)
    ).json();
    expect(answers).toMatchObject({ page: 1, per_page: 3, total_count: 4 });
    expect(answers.answers.map((a: { score: number }) => a.score)).toEqual([3, 7, 9]);
    const last = (
      await call('GET', `/api/operator/support/surveys/${surveyId}/answers?per_page=3&page=2`)
    ).json();
    expect(last.answers).toEqual([
      expect.objectContaining({
        score: 10,
        comment: 'Fast withdrawals',
        user_id: players[0]?.user.id,
        email: players[0]?.user.email,
      }),
    ]);
    const none = (await call('GET', '/api/operator/support/surveys/nobody-answered/answers')).json();
    expect(none).toMatchObject({ answers: [], total_count: 0 });
    expect((await call('GET', `/api/operator/support/surveys/${surveyId}/answers?page=0`)).statusCode).toBe(
      400,
    );
  });
});

describe('a message to a group', () => {
  const groupMessage = (groupId: unknown, over: Record<string, unknown> = {}) => ({
    group_id: groupId,
    titles: { en: 'A present for you', de: 'Ein Geschenk für dich' },
    texts: { en: 'Open your gifts.', de: 'Öffne deine Geschenke.' },
    path: '/profile/gifts',
    idempotency_key: uid('group'),
    ...over,
  });
  const send = (payload: object, role: OperatorRole | null = 'support') =>
    call('POST', '/api/operator/notifications/group', payload, role);
  const messagesOf = (userId: number) =>
    t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

  it('reaches every player of the group once per key, and nobody else', async () => {
    await t.deps.db.insert(statuses).values({ id: '9101', name: 'Test group', status: false });
    const [a, b, outsider] = [await player([9101]), await player([9101, 21]), await player([21])];
    const payload = groupMessage(9101);
    const first = await send(payload);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ sent: 2, repeated: 0 });
    const again = await send(payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ sent: 0, repeated: 2 });
    for (const p of [a, b]) {
      const rows = await messagesOf(p.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ event: 'message', type: 'personal' });
    }
    expect(await messagesOf(outsider.user.id)).toHaveLength(0);
    const list = (await t.request({ url: '/api/notifications?locale=de', cookie: a.cookie })).json();
    expect(list.notifications[0]).toMatchObject({
      title: 'Ein Geschenk für dich',
      text: 'Öffne deine Geschenke.',
    });
  });

  it('refuses an unknown group, a level and bad bodies with field errors', async () => {
    const unknown = await send(groupMessage(424242));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ group_id: ['notifications.unknown_group'] });
    for (const payload of [
      groupMessage('level_1'),
      groupMessage(0),
      groupMessage(9101, { titles: { de: 'Nur Deutsch' } }),
      groupMessage(9101, { path: 'https://elsewhere.example' }),
      groupMessage(9101, { idempotency_key: 'short' }),
      {},
    ]) {
      const answer = await send(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(answer.json().errors).length).toBeGreaterThan(0);
    }
  });

  it('is for roles that write support', async () => {
    expect((await send(groupMessage(9101), 'read_only')).statusCode).toBe(403);
    expect((await send(groupMessage(9101), 'marketing')).statusCode).toBe(403);
    expect((await send(groupMessage(9101), null)).statusCode).toBe(401);
  });
});
