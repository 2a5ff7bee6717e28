import type { Notification } from '@orbit/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import NotificationsButton from './notifications-button.tsx';
import SidebarNotifications from './sidebar-notifications.tsx';

afterEach(cleanup);

const notification = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  type: 'personal',
  event: 'message',
  title: `Message ${id}`,
  text: `Text ${id}`,
  content: { icon: 'message', title: `Message ${id}`, button: null },
  identifier: null,
  action: null,
  award_place: null,
  previous_place: null,
  amount_cents: null,
  currency: null,
  end_at: null,
  read: false,
  created_at: '2026-11-20T10:00:00Z',
  ...over,
});

const tester = makePlayer({ statuses: [{ id: 21, name: 'Tester' }] });

/** A player with `unread` unread of `list`, marked read and deleted through the fake API. */
function centre(list: Notification[], player = tester) {
  let notifications = list;
  const unread = () => notifications.filter((n) => !n.read).length;
  return fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/fe/config/notification-center': () => ({ body: { groups: [21, 916], everyone: false } }),
    'GET /api/notifications': () => ({ body: { notifications, unread_count: unread() } }),
    'POST /api/notifications/read': () => {
      notifications = notifications.map((n) => ({ ...n, read: true }));
      return { body: { unread_count: 0 } };
    },
    'DELETE /api/notifications/3': () => {
      notifications = notifications.filter((n) => n.id !== 3);
      return { body: { unread_count: unread() } };
    },
  });
}

describe('the notifications bell', () => {
  it('counts the unread up to 9+, lists them when opened and marks them read', async () => {
    const list = Array.from({ length: 12 }, (_, i) => notification(12 - i));
    list[9] = notification(3, {
      content: { icon: 'gift', title: 'Message 3', button: { title: 'Open gifts', path: '/profile/gifts' } },
    });
    const api = centre(list);
    renderApp(<NotificationsButton />, { url: '/', fetch: api.fetch });
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(within(bell).getByText('9+')).toBeTruthy();

    fireEvent.click(bell);
    await waitFor(() => expect(api.callsTo('POST /api/notifications/read')).toHaveLength(1));
    await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    const region = screen.getByRole('region', { name: 'Notification centre' });
    const gift = within(region).getByRole('article', { name: 'Message 3' });
    expect(within(gift).getByRole('link', { name: 'Open gifts' }).getAttribute('href')).toBe(
      '/profile/gifts',
    );

    fireEvent.click(within(gift).getByRole('button', { name: 'Delete “Message 3”' }));
    await waitFor(() => expect(within(region).queryByRole('article', { name: 'Message 3' })).toBeNull());
    expect(within(region).getAllByRole('article')).toHaveLength(11);
  });

  it('is not there for a player outside the centre’s groups, who is never asked for notifications', async () => {
    const api = centre([notification(1)], makePlayer({ statuses: [{ id: 257, name: 'VIP Bronze' }] }));
    renderApp(
      <>
        <p>page</p>
        <NotificationsButton />
      </>,
      { url: '/', fetch: api.fetch },
    );
    await screen.findByText('page');
    await waitFor(() => expect(api.callsTo('GET /api/fe/config/notification-center')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(api.callsTo('GET /api/notifications')).toHaveLength(0);
  });
});

describe('the sidebar’s notifications', () => {
  it('show only while some are unread, and unfold into the list', async () => {
    const api = centre([notification(2), notification(1, { read: true })]);
    renderApp(<SidebarNotifications />, { url: '/', fetch: api.fetch });
    const row = await screen.findByRole('button', { name: /Notifications/ });
    expect(row.textContent).toContain('1');
    fireEvent.click(row);
    expect(await screen.findByRole('article', { name: /Message 2/ })).toBeTruthy();
    expect(api.callsTo('POST /api/notifications/read')).toHaveLength(1);
  });

  it('are not shown when nothing is new', async () => {
    const api = centre([notification(1, { read: true })]);
    renderApp(
      <>
        <p>menu</p>
        <SidebarNotifications />
      </>,
      { url: '/', fetch: api.fetch },
    );
    await waitFor(() => expect(api.callsTo('GET /api/notifications')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Notification centre' })).toBeNull();
  });
});
