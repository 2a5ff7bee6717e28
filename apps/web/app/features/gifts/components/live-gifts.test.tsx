import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '~/features/realtime/testing.ts';
import { fakeApi, renderApp } from '~/shared/ui/testing.tsx';
import { makeFreeSpins, makeGift } from '../testing.ts';
import { GiftsPage } from './gifts-page.tsx';
import { LiveGifts } from './live-gifts.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setUp(url = '/profile/gifts') {
  const api = fakeApi({
    'GET /api/player/bonuses': () => ({ body: [makeGift()] }),
    'GET /api/player/freespins': () => ({ body: [makeFreeSpins()] }),
  });
  return renderApp(
    <>
      <LiveGifts />
      <GiftsPage />
    </>,
    { url, fetch: api.fetch },
  );
}

describe('live gifts', () => {
  it('a bonuses_changes event replaces the gift: its progress moves without a request', async () => {
    const view = setUp();
    const card = await screen.findByTestId('gift-bonus');
    expect(within(card).getByTestId('gift-wagering').textContent).toContain('(33%)');
    act(() => dispatch('bonuses_changes', makeGift({ amount_wager_cents: 299_999 })));
    await waitFor(() => expect(within(card).getByTestId('gift-wagering').textContent).toContain('(99%)'));
    act(() => dispatch('freespins_changes', makeFreeSpins({ freespins_performed: 13 })));
    expect((await screen.findByText('13 of 50 played')).textContent).toBe('13 of 50 played');
    expect(view.queryClient.getQueryData<unknown[]>(['player', 'bonuses'])).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Notifications' }).children).toHaveLength(0);
  });

  it('a just-issued gift joins the list and is announced once, with the way to the gifts page', async () => {
    setUp('/de/games');
    await screen.findByTestId('gift-bonus');
    const gift = makeGift({ id: 2, title: 'Friday reload', stage: 'issued', activatable: true });
    act(() => {
      dispatch('bonuses_changes', gift);
      dispatch('bonuses_changes', gift);
    });
    await waitFor(() => expect(screen.getAllByTestId('gift-bonus')).toHaveLength(2));
    const toast = (await screen.findByText('You received a gift: Friday reload'))
      .parentElement as HTMLElement;
    expect(toast.textContent).toContain('You received a gift: Friday reload');
    // The page's locale stays in the link.
    expect(within(toast).getByRole('link', { name: 'See gifts' }).getAttribute('href')).toBe(
      '/de/profile/gifts',
    );
    expect(screen.getAllByText('You received a gift: Friday reload')).toHaveLength(1);
  });

  it('announces neither a change of stage, a wheel prize nor a malformed event', async () => {
    setUp();
    await screen.findByTestId('gift-bonus');
    act(() => {
      dispatch('bonuses_changes', makeGift({ stage: 'wager_done' }));
      dispatch('freespins_changes', makeFreeSpins({ id: 8, stage: 'issued', group_key: 'wheel_daily' }));
      dispatch('bonuses_changes', { id: 4, title: 'broken', stage: 'issued' } as never);
    });
    expect(await screen.findByTestId('gifts-finished')).toBeTruthy();
    expect(screen.getAllByTestId('gift-freespins')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Notifications' }).children).toHaveLength(0);
  });
});
