import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { dispatch, subscribe } from '../channels.ts';

const connection = vi.hoisted(() => ({ start: vi.fn(), reconnect: vi.fn(), stop: vi.fn() }));
vi.mock('../connection.ts', () => ({
  RealtimeConnection: class {
    start = connection.start;
    reconnect = connection.reconnect;
    stop = connection.stop;
  },
}));

const { LiveConnection } = await import('./live-connection.tsx');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the page’s realtime connection', () => {
  it("opens no socket for a guest's casino page; a player's sign-in opens it, sign-out closes it", async () => {
    const view = renderApp(<LiveConnection popups guests={false} />, {
      fetch: fakeApi({ 'GET /api/player': () => ({ body: guest }) }).fetch,
    });
    await vi.waitFor(() => expect(view.queryClient.getQueryData(['player'])).toEqual(guest));
    expect(connection.start).not.toHaveBeenCalled();
    act(() => view.queryClient.setQueryData(['player'], makePlayer({ id: 7 })));
    await vi.waitFor(() => expect(connection.start).toHaveBeenCalledTimes(1));
    act(() => view.queryClient.setQueryData(['player'], guest));
    await vi.waitFor(() => expect(connection.stop).toHaveBeenCalledTimes(1));
  });

  it("connects a guest's page while something on it listens to a public channel, and stops after", async () => {
    const view = renderApp(<LiveConnection popups guests={false} />, {
      fetch: fakeApi({ 'GET /api/player': () => ({ body: guest }) }).fetch,
    });
    await vi.waitFor(() => expect(view.queryClient.getQueryData(['player'])).toEqual(guest));
    const privateOnly = subscribe('balance', () => {});
    expect(connection.start).not.toHaveBeenCalled();
    let stopListening = () => {};
    act(() => {
      stopListening = subscribe('jackpots_changes', () => {});
    });
    await vi.waitFor(() => expect(connection.start).toHaveBeenCalledTimes(1));
    act(() => stopListening());
    await vi.waitFor(() => expect(connection.stop).toHaveBeenCalledTimes(1));
    privateOnly();
  });

  it('connects once, shakes hands again when the player changes, and stops when unmounted', async () => {
    const view = renderApp(<LiveConnection popups guests />, {
      fetch: fakeApi({ 'GET /api/player': () => ({ body: guest }) }).fetch,
    });
    await vi.waitFor(() => expect(connection.start).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(view.queryClient.getQueryData(['player'])).toEqual(guest));
    expect(connection.reconnect).not.toHaveBeenCalled();

    // Sign-in refreshes the player query with the signed-in player.
    act(() => view.queryClient.setQueryData(['player'], makePlayer({ id: 7 })));
    await vi.waitFor(() => expect(connection.reconnect).toHaveBeenCalledTimes(1));

    // A signed-in player's page shows a jackpot award.
    act(() =>
      dispatch('jackpot_win_award', {
        jackpot_id: 1,
        jackpot_title: 'Mystic',
        level: 'Grand',
        amount_cents: 100,
        currency: 'EUR',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Jackpot!' })).toBeTruthy();

    // Sign-out.
    act(() => view.queryClient.setQueryData(['player'], guest));
    await vi.waitFor(() => expect(connection.reconnect).toHaveBeenCalledTimes(2));
    expect(connection.start).toHaveBeenCalledTimes(1);

    view.unmount();
    expect(connection.stop).toHaveBeenCalledTimes(1);
  });

  it('shows the page’s own popups (its children) to a signed-in player only', async () => {
    const view = renderApp(
      <LiveConnection popups>
        <p>the page’s popup</p>
      </LiveConnection>,
      { fetch: fakeApi({ 'GET /api/player': () => ({ body: guest }) }).fetch },
    );
    await vi.waitFor(() => expect(view.queryClient.getQueryData(['player'])).toEqual(guest));
    expect(screen.queryByText('the page’s popup')).toBeNull();

    act(() => view.queryClient.setQueryData(['player'], makePlayer({ id: 7 })));
    expect(await screen.findByText('the page’s popup')).toBeTruthy();

    act(() => view.queryClient.setQueryData(['player'], guest));
    await vi.waitFor(() => expect(screen.queryByText('the page’s popup')).toBeNull());
  });

  it('leaves the popups to the page around a game frame', async () => {
    const view = renderApp(
      <LiveConnection popups={false}>
        <p>the page’s popup</p>
      </LiveConnection>,
      {
        fetch: fakeApi({ 'GET /api/player': () => ({ body: makePlayer({ id: 7 }) }) }).fetch,
      },
    );
    await vi.waitFor(() => expect(connection.start).toHaveBeenCalledTimes(1));
    // Signed in: with popups on, this is when the award would show.
    await vi.waitFor(() => expect(view.queryClient.getQueryData(['player'])).toMatchObject({ id: 7 }));
    act(() =>
      dispatch('jackpot_win_award', {
        jackpot_id: 1,
        jackpot_title: 'Mystic',
        level: 'Grand',
        amount_cents: 100,
        currency: 'EUR',
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Jackpot!' })).toBeNull();
    expect(screen.queryByText('the page’s popup')).toBeNull();
  });
});
