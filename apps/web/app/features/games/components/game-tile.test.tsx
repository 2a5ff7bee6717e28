import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { fakeGamesApi, makeGame } from '../testing.ts';
import { GameTile } from './game-tile.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const game = makeGame('nova/star-burst', {
  categories: ['pokies', 'top', 'new'],
  currencies: { EUR: { id: 501 }, FUN: { id: 503 } },
});

describe('GameTile for a guest', () => {
  it('shows the art without layout shift, the title, badges, play (registration) and demo', async () => {
    const api = fakeGamesApi({ 'GET /api/player': () => ({ body: guest }) });
    renderApp(<GameTile game={game} />, { url: '/pokies/all?x=1', fetch: api.fetch });
    const art = document.querySelector('img');
    expect(art?.getAttribute('src')).toBe('/games/art/nova/star-burst.svg');
    expect(art?.getAttribute('width')).toBe('400');
    expect(art?.getAttribute('height')).toBe('300');
    expect(art?.getAttribute('loading')).toBe('lazy');
    expect(art?.getAttribute('fetchpriority')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Star Burst' })).toBeTruthy();
    expect(screen.getByText('Top')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();

    const play = screen.getByRole('link', { name: 'Play Star Burst' });
    const href = new URL(play.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/pokies/all');
    expect(href.searchParams.get('modal')).toBe('registration');
    expect(href.searchParams.get('redirect')).toBe('/pokies/all?x=1');
    expect(screen.getByRole('link', { name: 'Star Burst demo' }).getAttribute('href')).toBe(
      '/play/nova/star-burst?mode=demo',
    );
    await waitFor(() => expect(api.callsTo('GET /api/player')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
  });

  it('loads the art at once above the fold, and has no demo for a live game', () => {
    const live = makeGame('nova/live-roulette', { categories: ['live', 'roulette'] });
    const api = fakeGamesApi({ 'GET /api/player': () => ({ body: guest }) });
    renderApp(<GameTile game={live} eager />, { fetch: api.fetch });
    // Eager is the browser's default: not lazy, and fetched ahead of the page's other images.
    expect(document.querySelector('img')?.getAttribute('loading')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    expect(screen.queryByRole('link', { name: /demo/ })).toBeNull();
  });

  it('links play in the page’s locale', () => {
    const api = fakeGamesApi({ 'GET /api/player': () => ({ body: guest }) });
    renderApp(<GameTile game={game} />, { url: '/de/pokies/all', fetch: api.fetch });
    expect(screen.getByRole('link', { name: 'Play Star Burst' }).getAttribute('href')).toMatch(
      /^\/de\/pokies\/all\?modal=registration/,
    );
    expect(screen.getByRole('link', { name: 'Star Burst demo' }).getAttribute('href')).toBe(
      '/de/play/nova/star-burst?mode=demo',
    );
  });
});

describe('GameTile for a player', () => {
  it('plays for real and toggles the favourite, blocked while its request runs', async () => {
    const user = userEvent.setup();
    let finishPut: () => void = () => {};
    const favourites: number[] = [];
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: makePlayer({ currency: 'EUR' }) }),
      'GET /api/player/favorite_games': ({ headers }) => ({
        body: headers['accept-client'] === 'application/vnd.s.v1+json' ? [...favourites] : [],
      }),
      'PUT /api/player/favorite_games/501': () =>
        new Promise((resolve) => {
          finishPut = () => {
            favourites.push(501);
            resolve({ status: 204 });
          };
        }),
      'DELETE /api/player/favorite_games/501': () => {
        favourites.splice(0);
        return { status: 204 };
      },
    });
    renderApp(<GameTile game={game} />, { fetch: api.fetch });
    const toggle = await screen.findByRole('button', { name: 'Favourite: Star Burst' });
    expect(screen.getByRole('link', { name: 'Play Star Burst' }).getAttribute('href')).toBe(
      '/play/nova/star-burst?mode=real',
    );
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle).toHaveProperty('disabled', true);
    await user.click(toggle);
    expect(api.callsTo('PUT /api/player/favorite_games/501')).toHaveLength(1);

    finishPut();
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false));
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(api.callsTo('DELETE /api/player/favorite_games/501')).toHaveLength(1);
  });

  it('says the currency is not supported instead of play, and offers no favourite for it', async () => {
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: makePlayer({ currency: 'CAD' }) }),
      'GET /api/player/favorite_games': () => ({ body: [] }),
    });
    renderApp(<GameTile game={game} />, { fetch: api.fetch });
    expect(await screen.findByText('Not available in CAD')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Play Star Burst' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Star Burst demo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
  });

  it('lets a crypto player play a game without that currency', async () => {
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: makePlayer({ currency: 'BTC' }) }),
      'GET /api/player/favorite_games': () => ({ body: [] }),
    });
    renderApp(<GameTile game={game} />, { fetch: api.fetch });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Play Star Burst' }).getAttribute('href')).toBe(
        '/play/nova/star-burst?mode=real',
      ),
    );
    expect(screen.queryByText(/Not available/)).toBeNull();
  });

  it('puts the favourite back when the request fails', async () => {
    const user = userEvent.setup();
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: makePlayer({ currency: 'EUR' }) }),
      'GET /api/player/favorite_games': () => ({ body: [] }),
      'PUT /api/player/favorite_games/501': () => ({ status: 500, body: { error: 'internal_error' } }),
    });
    renderApp(<GameTile game={game} />, { fetch: api.fetch });
    const toggle = await screen.findByRole('button', { name: 'Favourite: Star Burst' });
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false));
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });
});
