import type { OperatorRole, SupportChat } from '@orbit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { statuses, supportAgents, supportMessages } from '../../db/schema/index.ts';
import { type PublishedEvent, recordPlayerEvents, startTestApp, type TestApp } from '../../test/harness.ts';
import { latestMailTo, mailCountTo } from '../../test/players.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { createSignedInPlayer } from '../player/test-support.ts';
import { uid } from '../wallet/test-support.ts';
import { AGENT_QUIET_MS, ANSWER_BY_EMAIL } from './service.ts';

/**
 * Support through its API: the player's chat and its agents (live chat and customer chat), the
 * e-mail when nobody was online, the restore id, the contact form and the survey.
 */
let t: TestApp;
let events: PublishedEvent[] = [];

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  events = recordPlayerEvents(t);
});
afterAll(() => t?.close());
// Every test starts with no agent online and the live chat on (the demo's status 545 is writable).
beforeEach(async () => {
  await t.deps.db.delete(supportAgents);
  await t.deps.db.update(statuses).set({ writable: true }).where(eq(statuses.id, '545'));
});

type Player = Awaited<ReturnType<typeof createSignedInPlayer>>;
const player = (groups?: number[]) => createSignedInPlayer(t, {}, { groups });

const operator = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  role: OperatorRole | null = 'owner',
) =>
  t.request({
    method,
    url,
    headers: role === null ? {} : { cookie: await operatorCookie(t, role) },
    ...(payload ? { payload } : {}),
  });

const chatOf = async (p: Player, family = '/api') =>
  (await t.request({ url: `${family}/support/chat`, cookie: p.cookie })).json() as SupportChat;

const send = (p: Player, body: string, key = uid('msg'), family = '/api') =>
  t.request({
    method: 'POST',
    url: `${family}/support/chat/messages`,
    cookie: p.cookie,
    payload: { body, key },
  });

const agentOnline = (name: string, online = true) =>
  operator('PUT', `/api/operator/support/agents/${name}`, { online });

const conversationId = async (p: Player) => {
  const inbox = (await operator('GET', '/api/operator/support/conversations?per_page=100')).json();
  const found = inbox.conversations.find((c: { user_id: number }) => c.user_id === p.user.id);
  return found.id as number;
};

const reply = (id: number, body: string, agent = 'Mia', key = uid('answer')) =>
  operator('POST', `/api/operator/support/conversations/${id}/messages`, { agent, body, key });

const supportEventsOf = (userId: number) =>
  events.filter((e) => e.userId === userId && e.channel === 'support').map((e) => e.data);

describe('the chat', () => {
  it('is for signed-in players only', async () => {
    expect((await t.request({ url: '/api/support/chat' })).statusCode).toBe(401);
    const guestSend = await t.request({
      method: 'POST',
      url: '/api/support/chat/messages',
      payload: { body: 'Hello', key: uid('msg') },
    });
    expect(guestSend.statusCode).toBe(401);
  });

  it('refuses bad messages with field errors and stores nothing', async () => {
    const p = await player();
    const bad = [
      { body: '   ', key: uid('msg') },
      { body: 'x'.repeat(2001), key: uid('msg') },
      { body: 'Hello' },
      { body: 'Hello', key: 'bad key with spaces' },
      { body: 'Hello', key: uid('msg'), admin: true },
      { body: 42, key: uid('msg') },
    ];
    for (const payload of bad) {
      const answer = await t.request({
        method: 'POST',
        url: '/api/support/chat/messages',
        cookie: p.cookie,
        payload,
      });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(answer.json().errors).length).toBeGreaterThan(0);
    }
    expect((await chatOf(p)).messages).toEqual([]);
  });

  it('lets an online agent answer live, once per key, and counts what is unread', async () => {
    await agentOnline('Mia');
    const p = await player();
    const sends = await Promise.all(
      Array.from({ length: 20 }, () => send(p, 'Where is my deposit?', 'same-key-123')),
    );
    expect(sends.map((s) => s.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(sends.map((s) => s.json().message.id)).size).toBe(1);

    const chat = await chatOf(p);
    expect(chat.mode).toBe('live');
    expect(chat.agents_online).toBe(true);
    // An agent was online: no promise of an e-mail.
    expect(chat.messages.map((m) => [m.author, m.body])).toEqual([['player', 'Where is my deposit?']]);

    const id = await conversationId(p);
    const waiting = (
      await operator('GET', '/api/operator/support/conversations?waiting=true&per_page=100')
    ).json();
    expect(waiting.conversations.find((c: { id: number }) => c.id === id).unread_count).toBe(1);
    const thread = (await operator('GET', `/api/operator/support/conversations/${id}`)).json();
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual(['Where is my deposit?']);
    const after = (
      await operator('GET', '/api/operator/support/conversations?waiting=true&per_page=100')
    ).json();
    expect(after.conversations.map((c: { id: number }) => c.id)).not.toContain(id);

    const mailsBefore = await mailCountTo(t, p.user.email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => reply(id, 'It is on its way.', 'Mia', 'answer-key-1')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(answers.filter((a) => a.json().emailed)).toHaveLength(0);
    expect(await mailCountTo(t, p.user.email)).toBe(mailsBefore);

    const live = supportEventsOf(p.user.id).at(-1) as {
      message: Record<string, unknown>;
      unread_count: number;
    };
    expect([live.message.author, live.message.agent_name, live.message.body]).toEqual([
      'agent',
      'Mia',
      'It is on its way.',
    ]);
    expect(live.unread_count).toBe(1);
    const stored = await t.deps.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, id));
    expect(stored.map((m) => m.author)).toEqual(['player', 'agent']);
    expect((await chatOf(p)).unread_count).toBe(1);
    const read = await t.request({ method: 'POST', url: '/api/support/chat/read', cookie: p.cookie });
    expect(read.json()).toEqual({ unread_count: 0 });
    expect((await chatOf(p, '/api-fe')).unread_count).toBe(0);

    await vi.waitFor(async () => {
      const list = (await t.request({ url: '/api/notifications', cookie: p.cookie })).json();
      expect(list.notifications[0].event).toBe('support_reply');
      expect(list.notifications[0].text).toBe('Mia answered your message.');
      expect(list.notifications[0].content.button).toEqual({ title: 'Open the chat', path: '/#chat' });
    });
  });

  it('promises an e-mail when no agent is online, and e-mails the next answer only', async () => {
    const p = await player();
    await send(p, 'Anyone there?');
    await send(p, 'Hello?');
    const chat = await chatOf(p);
    expect(chat.agents_online).toBe(false);
    expect(chat.messages.map((m) => [m.author, m.body])).toEqual([
      ['player', 'Anyone there?'],
      ['system', ANSWER_BY_EMAIL],
      ['player', 'Hello?'],
    ]);
    const id = await conversationId(p);
    const first = await reply(id, 'Sorry for the wait, your bonus is credited.');
    expect(first.json().emailed).toBe(true);
    const mail = await latestMailTo(t, p.user.email);
    expect(mail?.subject).toBe('Orbit support: Mia answered your message');
    expect(mail?.text).toContain('Sorry for the wait, your bonus is credited.');
    expect(mail?.text).toContain('/#chat');
    const second = await reply(id, 'Anything else?');
    expect(second.json().emailed).toBe(false);
  });

  it('counts an agent who went quiet as away', async () => {
    await agentOnline('Noah');
    const p = await player();
    expect((await chatOf(p)).agents_online).toBe(true);
    t.clock.advance(AGENT_QUIET_MS + 1000);
    expect((await chatOf(p)).agents_online).toBe(false);
    await agentOnline('Noah');
    await agentOnline('Noah', false);
    expect((await chatOf(p)).agents_online).toBe(false);
  });

  it("names a VIP's own manager in the live chat", async () => {
    const vip = await player([759]);
    expect((await chatOf(vip)).manager_name).toBe('Helena Varga');
    expect((await chatOf(await player())).manager_name).toBeNull();
  });

  it('is a customer chat without status 545: every answer comes by e-mail, no presence shown', async () => {
    await t.deps.db.update(statuses).set({ writable: false }).where(eq(statuses.id, '545'));
    await agentOnline('Mia');
    const vip = await player([759]);
    await send(vip, 'A question about my withdrawal');
    const chat = await chatOf(vip);
    expect(chat).toMatchObject({ mode: 'customer', agents_online: false, manager_name: null });
    expect(chat.messages.map((m) => m.author)).toEqual(['player', 'system']);
    const id = await conversationId(vip);
    expect((await reply(id, 'First answer')).json().emailed).toBe(true);
    expect((await reply(id, 'Second answer')).json().emailed).toBe(true);
  });
});

describe("the agents' operator API", () => {
  it('refuses without the key, and bad ids and bodies', async () => {
    expect((await t.request({ url: '/api/operator/support/conversations' })).statusCode).toBe(401);
    const wrong = await operator('GET', '/api/operator/support/conversations', undefined, 'marketing');
    expect(wrong.statusCode).toBe(403);
    expect((await reply(2_000_000_000, 'Hello')).statusCode).toBe(404);
    expect((await operator('GET', '/api/operator/support/conversations/abc')).statusCode).toBe(400);
    expect((await operator('GET', '/api/operator/support/conversations?per_page=1000')).statusCode).toBe(400);
    const p = await player();
    await send(p, 'Hi');
    const id = await conversationId(p);
    for (const payload of [
      { agent: '', body: 'x', key: uid('a') },
      { agent: 'Mia', body: '', key: uid('a') },
      { agent: 'Mia', body: 'x' },
    ]) {
      const answer = await operator('POST', `/api/operator/support/conversations/${id}/messages`, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await agentOnline('Mia', 'yes' as unknown as boolean)).statusCode).toBe(422);
  });
});

describe('the restore id', () => {
  const restore = (p: Player | null, action: 'get' | 'set', data: object, family = '') =>
    t.request({
      method: 'POST',
      url: `${family}/restore-id/${action}`,
      ...(p ? { cookie: p.cookie } : {}),
      payload: {
        data,
        requestId: '5f0c1a52-1f0e-4d5e-9a59-0b0c2f1f4f10',
        type: `Api.V1.RestoreId.${action}`,
      },
    });

  it('is made once for the player, kept when a widget sets its own, and only theirs', async () => {
    const p = await player();
    const firsts = await Promise.all(
      Array.from({ length: 20 }, () =>
        restore(p, 'get', { internalId: String(p.user.id), project: 'orbit' }),
      ),
    );
    const ids = new Set(firsts.map((r) => r.json().data.restoreId));
    expect(ids.size).toBe(1);
    const fromNewer = await restore(p, 'get', { internalId: p.user.id }, '/api-fe');
    expect(fromNewer.json().data.restoreId).toBe([...ids][0]);

    expect(
      (await restore(p, 'set', { internalId: String(p.user.id), restoreId: 'widget-id_42' })).statusCode,
    ).toBe(200);
    expect((await restore(p, 'get', { internalId: String(p.user.id) })).json()).toEqual({
      data: { restoreId: 'widget-id_42' },
    });

    const other = await player();
    expect((await restore(other, 'get', { internalId: String(p.user.id) })).statusCode).toBe(403);
    expect(
      (await restore(other, 'set', { internalId: String(p.user.id), restoreId: 'stolen' })).statusCode,
    ).toBe(403);
    expect((await restore(null, 'get', { internalId: String(p.user.id) })).statusCode).toBe(401);
    const hostile = await restore(p, 'set', { internalId: String(p.user.id), restoreId: '<script>' });
    expect(hostile.statusCode).toBe(422);
    expect((await restore(p, 'get', {})).statusCode).toBe(422);
  });
});

describe('the contact form', () => {
  const contact = (payload: object, cookie?: string) =>
    t.request({ method: 'POST', url: '/api/send_contact_message', payload, ...(cookie ? { cookie } : {}) });

  it("answers bad messages with the server's errors list", async () => {
    const noEmail = await contact({
      contact: { email: 'not-an-address', content: 'Please help me with my account' },
    });
    expect(noEmail.statusCode).toBe(422);
    expect(Object.keys(noEmail.json().errors)).toEqual(['email']);
    const short = await contact({ contact: { email: 'guest@orbit.test', content: 'Help' } });
    expect(short.json().errors).toEqual({ content: ['validation.too_short'] });
    expect((await contact({})).json().errors).toEqual({ contact: ['validation.required'] });
    expect(
      (await contact({ contact: { email: 'a@orbit.test', content: 'x'.repeat(5001) } })).statusCode,
    ).toBe(422);
  });

  it('keeps a message from anyone, answered once by e-mail', async () => {
    const email = `guest.${uid('c')}@orbit.test`.toLowerCase();
    const sent = await contact({ contact: { email, content: 'I cannot sign in since yesterday.' } });
    expect(sent.statusCode).toBe(201);
    const list = (
      await operator('GET', '/api/operator/support/contact-messages?unanswered=true&per_page=100')
    ).json();
    const message = list.messages.find((m: { email: string }) => m.email === email);
    expect(message).toMatchObject({
      content: 'I cannot sign in since yesterday.',
      user_id: null,
      answered_at: null,
    });

    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        operator('POST', `/api/operator/support/contact-messages/${message.id}/reply`, {
          agent: 'Mia',
          body: 'Reset your password from the sign-in form.',
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await mailCountTo(t, email)).toBe(1);
    const mail = await latestMailTo(t, email);
    expect(mail?.text).toContain('Reset your password from the sign-in form.');
    expect(mail?.text).toContain('I cannot sign in since yesterday.');
    const unknown = await operator('POST', '/api/operator/support/contact-messages/2000000000/reply', {
      agent: 'Mia',
      body: 'Hi',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("records the signed-in sender's id", async () => {
    const p = await player();
    await contact({ contact: { email: p.user.email, content: 'A question from a player.' } }, p.cookie);
    const list = (await operator('GET', '/api/operator/support/contact-messages?per_page=100')).json();
    expect(list.messages.find((m: { email: string }) => m.email === p.user.email).user_id).toBe(p.user.id);
  });
});

describe('the survey', () => {
  const answer = (p: Player, over: object = {}) =>
    t.request({
      method: 'POST',
      url: '/api/support/survey',
      cookie: p.cookie,
      payload: { survey_id: 'orbit-nps-2025', collector_id: 'lobby-widget', score: 9, ...over },
    });

  it('takes one answer per player to the current survey and sums them up', async () => {
    const p = await player();
    const state = (await t.request({ url: '/api/support/survey/orbit-nps-2025', cookie: p.cookie })).json();
    expect(state).toEqual({ survey_id: 'orbit-nps-2025', answered: false });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => answer(p, { comment: 'Fast payouts' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    const after = (
      await t.request({ url: '/api-fe/support/survey/orbit-nps-2025', cookie: p.cookie })
    ).json();
    expect(after.answered).toBe(true);

    await answer(await player(), { score: 3 });
    const results = (await operator('GET', '/api/operator/support/surveys/orbit-nps-2025')).json();
    expect(results).toEqual({ survey_id: 'orbit-nps-2025', answers: 2, average_score: 6, nps: 0 });
  });

  it('refuses another survey, a bad score and guests', async () => {
    const p = await player();
    expect((await answer(p, { survey_id: 'old-survey' })).json().errors).toEqual({
      survey_id: ['support.survey_closed'],
    });
    expect((await answer(p, { score: 11 })).statusCode).toBe(422);
    expect((await answer(p, { score: 'ten' })).statusCode).toBe(422);
    expect((await answer(p, { comment: 'x'.repeat(1001) })).statusCode).toBe(422);
    const guest = await t.request({
      method: 'POST',
      url: '/api/support/survey',
      payload: { survey_id: 'orbit-nps-2025', collector_id: 'lobby-widget', score: 5 },
    });
    expect(guest.statusCode).toBe(401);
  });
});
