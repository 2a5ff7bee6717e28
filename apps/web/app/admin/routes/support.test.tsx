import type { SupportAgents, SupportInboxPage, SupportThread } from '@orbit/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeHandler } from '~/shared/ui/testing.tsx';
import { renderAdminScreen } from '../testing.tsx';
import AdminSupportInbox from './support.tsx';
import AdminSupportNotifications from './support-notifications.tsx';
import { parsePlayerIds } from './support-shared.tsx';

/** A back-office screen for Ada, a support agent (or a read-only operator). */
function renderScreen(
  screenElement: ReactNode,
  routes: Record<string, FakeHandler>,
  { url = '/admin/support', role = 'support' as 'support' | 'read_only' } = {},
) {
  return renderAdminScreen(screenElement, routes, {
    url,
    role,
    who: { email: 'ada@casino.test', name: 'Ada Agent' },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inboxPage = (over: Partial<SupportInboxPage> = {}): SupportInboxPage => ({
  conversations: [
    {
      id: 11,
      user_id: 501,
      email: 'waiting@player.test',
      last_message_at: '2026-11-27T10:00:00Z',
      last_message: 'Where is my deposit?',
      unread_count: 2,
      reply_by_email: false,
    },
    {
      id: 12,
      user_id: 502,
      email: 'answered@player.test',
      last_message_at: '2026-11-27T09:00:00Z',
      last_message: 'answer_by_email',
      unread_count: 0,
      reply_by_email: true,
    },
  ],
  page: 1,
  per_page: 25,
  total_count: 2,
  waiting_count: 1,
  ...over,
});

const thread: SupportThread = {
  id: 11,
  user_id: 501,
  email: 'waiting@player.test',
  reply_by_email: false,
  messages: [
    { id: 1, author: 'player', agent_name: null, body: 'Hello?', created_at: '2026-11-27T09:59:00Z' },
    {
      id: 2,
      author: 'system',
      agent_name: null,
      body: 'answer_by_email',
      created_at: '2026-11-27T09:59:00Z',
    },
    {
      id: 3,
      author: 'player',
      agent_name: null,
      body: 'Where is my deposit?',
      created_at: '2026-11-27T10:00:00Z',
    },
  ],
};

const agents = (online: boolean): SupportAgents => ({
  agents: [{ name: 'Ada Agent', online, seen_at: '2026-11-27T10:00:00Z' }],
  agents_online: online,
});

describe('the chat inbox', () => {
  it('lists conversations with their unread counts and answers the open one as the operator', async () => {
    const user = userEvent.setup();
    const api = renderScreen(<AdminSupportInbox />, {
      'GET /api/operator/support/agents': () => ({ body: agents(false) }),
      'GET /api/operator/support/conversations': () => ({ body: inboxPage() }),
      'GET /api/operator/support/conversations/11': () => ({ body: thread }),
      'POST /api/operator/support/conversations/11/messages': () => ({
        status: 201,
        body: { message: { id: 4 }, emailed: false },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Conversations' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('waiting@player.test');
    expect(rows[0]?.textContent).toContain('2 new');
    expect(rows[1]?.textContent).toContain('Read');
    // A system message's code is worded.
    expect(rows[1]?.textContent).toContain('Nobody could answer at once');
    expect(screen.getByText('1 waiting for an answer')).toBeTruthy();

    await user.click(within(table).getByRole('link', { name: 'waiting@player.test' }));
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.dataset.author),
    ).toEqual(['player', 'system', 'player']);
    expect(log.textContent).toContain('Where is my deposit?');

    const answer = screen.getByRole('textbox', { name: 'Your answer' });
    await user.type(answer, 'It is on its way.{Enter}');
    await vi.waitFor(() =>
      expect(api.callsTo('POST /api/operator/support/conversations/11/messages')).toHaveLength(1),
    );
    const [sent] = api.callsTo('POST /api/operator/support/conversations/11/messages');
    expect(sent?.body).toMatchObject({ agent: 'Ada Agent', body: 'It is on its way.' });
    expect((sent?.body ?? {}) as { key?: string }).toMatchObject({
      key: expect.stringMatching(/^admin-[0-9a-f]{32}$/),
    });
    await vi.waitFor(() => expect(answer).toHaveProperty('value', ''));
  });

  it('puts the operator online under their own name, and keeps them seen while online', async () => {
    const user = userEvent.setup();
    let online = false;
    const api = renderScreen(<AdminSupportInbox />, {
      'GET /api/operator/support/agents': () => ({ body: agents(online) }),
      'GET /api/operator/support/conversations': () => ({ body: inboxPage() }),
      'PUT /api/operator/support/agents/Ada%20Agent': (request) => {
        online = (request.body as { online: boolean }).online;
        return { body: { agent: 'Ada Agent', online, agents_online: online } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Go online' }));
    expect(api.callsTo('PUT /api/operator/support/agents/Ada%20Agent')[0]?.body).toEqual({ online: true });
    expect(await screen.findByRole('button', { name: 'Go offline' })).toBeTruthy();
    expect(screen.getByTestId('admin-support-presence').textContent).toContain('You are online as Ada Agent');
    // The inbox is now asked as the agent (which keeps them seen online).
    await vi.waitFor(() =>
      expect(
        api.callsTo('GET /api/operator/support/conversations').some((c) => c.url.includes('agent=Ada+Agent')),
      ).toBe(true),
    );
  });

  it('shows a read-only operator the conversations without the answer box or the presence button', async () => {
    renderScreen(
      <AdminSupportInbox />,
      {
        'GET /api/operator/support/agents': () => ({ body: agents(false) }),
        'GET /api/operator/support/conversations': () => ({ body: inboxPage() }),
        'GET /api/operator/support/conversations/11': () => ({ body: thread }),
      },
      { url: '/admin/support?c=11', role: 'read_only' },
    );
    expect((await screen.findByRole('log', { name: 'Messages' })).textContent).toContain('Hello?');
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Go online' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Notifications' })).toBeNull();
  });
});

describe('notifications to players', () => {
  it('refuses player ids that are not numbers before asking the server', async () => {
    const user = userEvent.setup();
    const api = renderScreen(<AdminSupportNotifications />, {});
    await user.type(screen.getByRole('textbox', { name: 'Player ids' }), '12, abc');
    await user.type(screen.getAllByRole('textbox', { name: 'Title' })[0]!, 'Hello');
    await user.type(screen.getAllByRole('textbox', { name: 'Text' })[0]!, 'A present');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Player ids are whole numbers, separated by commas or spaces.'),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sends to a group with the translations written, and says how many got it', async () => {
    const user = userEvent.setup();
    const api = renderScreen(<AdminSupportNotifications />, {
      'GET /api/info/statuses': () => ({
        body: [
          { id: 'level_1', name: 'Level 1', status: true, writable: false, conditions: [] },
          { id: '545', name: 'Live chat', status: false, writable: true, conditions: [] },
          { id: '600', name: 'VIP', status: false, writable: false, conditions: [] },
        ],
      }),
      'POST /api/operator/notifications/group': () => ({ status: 201, body: { sent: 3, repeated: 0 } }),
    });
    await user.click(screen.getByRole('radio', { name: 'A group' }));
    const group = await screen.findByRole('combobox', { name: 'Group' });
    await vi.waitFor(() => expect(within(group).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(group, '600');
    const [englishTitle, germanTitle] = screen.getAllByRole('textbox', { name: 'Title' });
    const [englishText, germanText] = screen.getAllByRole('textbox', { name: 'Text' });
    await user.type(englishTitle!, 'A present');
    await user.type(englishText!, 'Open your gifts.');
    await user.click(screen.getByText('Other languages (optional)'));
    await user.type(germanTitle!, 'Ein Geschenk');
    await user.type(germanText!, 'Öffne deine Geschenke.');
    await user.type(screen.getByRole('textbox', { name: "Button's page (optional)" }), '/profile/gifts');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('status')).textContent).toContain('Sent to 3 players.');
    const [sent] = api.callsTo('POST /api/operator/notifications/group');
    expect(sent?.body).toMatchObject({
      group_id: 600,
      titles: { en: 'A present', de: 'Ein Geschenk' },
      texts: { en: 'Open your gifts.', de: 'Öffne deine Geschenke.' },
      path: '/profile/gifts',
    });
    expect(sent?.body).toMatchObject({ idempotency_key: expect.stringMatching(/^admin-/) });
  });

  it('shows the server’s field errors in the operator’s words', async () => {
    const user = userEvent.setup();
    renderScreen(<AdminSupportNotifications />, {
      'POST /api/operator/notifications': () => ({
        status: 422,
        body: { errors: { user_ids: ['notifications.unknown_players'] } },
      }),
    });
    await user.type(screen.getByRole('textbox', { name: 'Player ids' }), '99999');
    await user.type(screen.getAllByRole('textbox', { name: 'Title' })[0]!, 'Hello');
    await user.type(screen.getAllByRole('textbox', { name: 'Text' })[0]!, 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('One of these ids is no player.')).toBeTruthy();
  });
});

describe('parsePlayerIds', () => {
  it('reads ids separated by commas, spaces or lines, once each', () => {
    expect(parsePlayerIds('12, 13 14\n12')).toEqual([12, 13, 14]);
    expect(parsePlayerIds('  ')).toEqual([]);
    expect(parsePlayerIds('12, x')).toBeNull();
    expect(parsePlayerIds('0')).toBeNull();
    expect(parsePlayerIds('3000000000')).toBeNull();
    expect(parsePlayerIds('1.5')).toBeNull();
  });
});
