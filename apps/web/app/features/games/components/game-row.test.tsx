import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guest, renderApp } from '~/shared/ui/testing.tsx';
import { collection, fakeGamesApi, gamesPage, makeGames } from '../testing.ts';
import { CategoryMenu } from './category-menu.tsx';
import { GameRow } from './game-row.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A lobby row that comes near the viewport when its button is pressed. */
function NearLater() {
  const [deferred, setDeferred] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setDeferred(false)}>
        near
      </button>
      <GameRow slug="new" device="desktop" deferred={deferred} />
    </>
  );
}

describe('GameRow', () => {
  it('shows the category title linking to its page and up to 15 games of its geo variant', async () => {
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: { country: 'CA', currency: 'CAD' } }),
      'GET /api/games/collections': () => ({ body: [collection('top'), collection('top:CA')] }),
      'POST /api/games_filter': ({ body }) => ({
        body: gamesPage(makeGames(30), 1, (body as { page_size: number }).page_size),
      }),
    });
    renderApp(<GameRow slug="top" device="mobile" />, { fetch: api.fetch });
    const section = await screen.findByRole('region', { name: 'Top games' });
    expect(within(section).getByRole('link', { name: 'Top games' }).getAttribute('href')).toBe(
      '/categories/top',
    );
    expect(within(section).getByRole('link', { name: 'See all: Top games' })).toBeTruthy();
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(15));
    // The row waits for the collections: one request, for the geo variant.
    expect(api.callsTo('POST /api/games_filter')).toHaveLength(1);
    const last = api.callsTo('POST /api/games_filter').at(-1)?.body;
    expect(last).toEqual({
      device: 'mobile',
      filter: { categories: { identifiers: ['top:CA'], strategy: 'OR' } },
      page: 1,
      page_size: 15,
    });
  });

  it('shows skeletons while loading and disappears when the category is empty', async () => {
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: guest }),
      'POST /api/games_filter': () => ({ body: gamesPage([], 1, 15) }),
    });
    renderApp(<GameRow slug="live" device="desktop" />, { fetch: api.fetch });
    expect(screen.getByRole('status', { name: 'Loading games…' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST /api/games_filter')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Live casino' })).toBeNull());
    expect(screen.queryByRole('status', { name: 'Loading games…' })).toBeNull();
  });

  it('deferred, shows its heading and link and asks for no games until it is not', async () => {
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: guest }),
      'POST /api/games_filter': () => ({ body: gamesPage(makeGames(3), 1, 15) }),
    });
    renderApp(<NearLater />, { fetch: api.fetch });
    const section = await screen.findByRole('region', { name: 'New games' });
    expect(within(section).getByRole('link', { name: 'New games' }).getAttribute('href')).toBe(
      '/categories/new',
    );
    expect(within(section).queryByRole('status')).toBeNull();
    expect(within(section).queryAllByRole('article')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('POST /api/games_filter')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'near' }));
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(3));
    expect(api.callsTo('POST /api/games_filter')).toHaveLength(1);
  });
});

describe('CategoryMenu', () => {
  it('lists the configured categories of the page type and marks the current page', async () => {
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: guest }),
      'GET /api/fe/config/menu-categories-games': () => ({
        body: { live: ['live_all', 'roulette', 'blackjack'] },
      }),
    });
    renderApp(<CategoryMenu pageType="live" />, { url: '/de/live/roulette', fetch: api.fetch });
    const nav = screen.getByRole('navigation', { name: 'Game categories' });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(3));
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/de/live/all',
      '/de/live/roulette',
      '/de/live/blackjack',
    ]);
    expect(within(nav).getByRole('link', { name: 'Roulette' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'All live games' }).getAttribute('aria-current')).toBeNull();
  });
});
