import { FAVORITES_ACCEPT_CLIENT } from '@orbit/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { fakeGamesApi, makeGame } from '../testing.ts';
import { FavoritesPage } from './favorites-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const star = makeGame('nova/star-burst', { currencies: { EUR: { id: 11 }, FUN: { id: 12 } } });
const moon = makeGame('nova/moon-gems', { currencies: { EUR: { id: 21 }, FUN: { id: 22 } } });

function favouritesApi(initial = [star, moon]) {
  let favourites = [...initial];
  return fakeGamesApi({
    'GET /api/player': () => ({ body: makePlayer({ currency: 'EUR' }) }),
    'GET /api/player/favorite_games': ({ headers }) =>
      headers['accept-client'] === FAVORITES_ACCEPT_CLIENT.ids
        ? { body: favourites.map((g) => g.currencies.EUR?.id) }
        : { body: favourites },
    'DELETE /api/player/favorite_games/11': () => {
      favourites = favourites.filter((g) => g !== star);
      return { status: 204 };
    },
    'GET /api/player/played_games': () => ({
      body: [
        { identifier: 'nova/comet-run', last_activity_at: '2026-01-02T00:00:00Z' },
        { identifier: 'nova/comet-run', last_activity_at: '2026-01-01T00:00:00Z' },
      ],
    }),
    'POST /api/games_filter/select': () => ({ body: { 'nova/comet-run': makeGame('nova/comet-run') } }),
  });
}

describe('FavoritesPage', () => {
  it('loads both favourite formats in parallel and lists the full games', async () => {
    const api = favouritesApi();
    renderApp(<FavoritesPage device="desktop" />, { url: '/favorite-games', fetch: api.fetch });
    expect(await screen.findByRole('heading', { name: 'Star Burst' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Moon Gems' })).toBeTruthy();
    const formats = api.callsTo('GET /api/player/favorite_games').map((c) => c.headers['accept-client']);
    expect(formats.sort()).toEqual([FAVORITES_ACCEPT_CLIENT.ids, FAVORITES_ACCEPT_CLIENT.games].sort());
  });

  it('drops a game at once when its heart is turned off', async () => {
    const user = userEvent.setup();
    const api = favouritesApi();
    renderApp(<FavoritesPage device="desktop" />, { url: '/favorite-games', fetch: api.fetch });
    const toggle = await screen.findByRole('button', { name: 'Favourite: Star Burst' });
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    await user.click(toggle);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Star Burst' })).toBeNull());
    expect(api.callsTo('DELETE /api/player/favorite_games/11')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Moon Gems' })).toBeTruthy();
  });

  it('says there are none yet, and shows the recently played games', async () => {
    const api = favouritesApi([]);
    renderApp(<FavoritesPage device="desktop" />, { url: '/favorite-games', fetch: api.fetch });
    expect(await screen.findByText(/No favourites yet/)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Recently played' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comet Run' })).toBeTruthy();
    expect(api.callsTo('POST /api/games_filter/select')[0]?.body).toEqual({
      game_ids: ['nova/comet-run'],
      device: 'desktop',
    });
  });
});
