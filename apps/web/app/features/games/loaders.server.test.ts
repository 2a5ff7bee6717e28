import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guest, makePlayer } from '~/shared/ui/testing.tsx';
import { categoryPageLoader, favoritesPageLoader, producerPageLoader } from './loaders.server.ts';
import { collection, fakeGamesApi, gamesPage, makeGames, pageOf } from './testing.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36';
const games = makeGames(50);

function server(player: unknown = { country: 'CA', currency: 'CAD' }) {
  const api = fakeGamesApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/info/project': () => ({ body: { site: { brand: 'Orbit' } } }),
    'GET /api/games/collections': () => ({
      body: [collection('pokies'), collection('live_all'), collection('top'), collection('top:CA')],
    }),
    'GET /api/games/providers': () => ({ body: [{ id: 'nova', title: 'Nova Studio' }] }),
    'POST /api/games_filter': ({ body }) => ({ body: gamesPage(games, pageOf(body), 40) }),
    'GET /api/player/favorite_games': () => ({ body: [] }),
  });
  const context = { apiFetch: api.fetch, country: 'CA' } as unknown as AppLoadContext;
  return { api, context };
}

const request = (path: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64)') =>
  new Request(`http://orbit.test${path}`, { headers: { 'user-agent': userAgent } });

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    return (thrown as { init?: { status?: number } }).init?.status;
  }
}

describe('category page loader', () => {
  it('renders the first page of the geo variant on the server, for the request’s device', async () => {
    const { api, context } = server();
    const result = await categoryPageLoader(
      { request: request('/categories/top', PHONE), context, params: { slug: 'top' } },
      'category',
    );
    expect(result.page).toMatchObject({
      category: 'top',
      identifier: 'top:CA',
      device: 'mobile',
      startPage: 1,
    });
    expect(api.callsTo('POST /api/games_filter')[0]?.body).toEqual({
      device: 'mobile',
      filter: { categories: { identifiers: ['top:CA'], strategy: 'OR' } },
      page: 1,
      page_size: 40,
    });
    expect(result.dehydratedState.queries.some((q) => q.queryKey[1] === 'list')).toBe(true);
    expect(result.seo.title).toBe('Top games — play online at Orbit');
  });

  it('lists pokies on /pokies/all and every live game on /live/all', async () => {
    const { context } = server(guest);
    const pokies = await categoryPageLoader(
      { request: request('/pokies/all'), context, params: { slug: 'all' } },
      'pokies',
    );
    expect(pokies.page).toMatchObject({ category: 'pokies', identifier: 'pokies', basePath: '/pokies/all' });
    const live = await categoryPageLoader(
      { request: request('/live/all'), context, params: { slug: 'all' } },
      'live',
    );
    expect(live.page.identifier).toBe('live_all');
  });

  it('starts at the page of the URL and titles it so', async () => {
    const { api, context } = server();
    const result = await categoryPageLoader(
      { request: request('/de/categories/top/2'), context, params: { slug: 'top', page: '2' } },
      'category',
    );
    expect(pageOf(api.callsTo('POST /api/games_filter')[0]?.body)).toBe(2);
    expect(result.seo.title).toBe('Top-Spiele — online spielen bei Orbit (Seite 2)');
  });

  it('answers 404 for an unknown category, a bad page or a page past the last', async () => {
    const { context } = server();
    const load = (slug: string, page?: string) =>
      categoryPageLoader({ request: request('/categories/x'), context, params: { slug, page } }, 'category');
    expect(await statusOf(load('no-such-category'))).toBe(404);
    expect(await statusOf(load('top', 'abc'))).toBe(404);
    expect(await statusOf(load('top', '3'))).toBe(404);
    expect(await statusOf(load('top', '2'))).toBeUndefined();
  });
});

describe('producer page loader', () => {
  it('filters by the producer and names it', async () => {
    const { api, context } = server();
    const result = await producerPageLoader({
      request: request('/producers/nova'),
      context,
      params: { slug: 'nova' },
    });
    expect(api.callsTo('POST /api/games_filter')[0]?.body).toMatchObject({ filter: { providers: ['nova'] } });
    expect(result.seo.title).toBe('Nova Studio games — play online at Orbit');
  });

  it('answers 404 for an unknown producer', async () => {
    const { context } = server();
    expect(
      await statusOf(
        producerPageLoader({ request: request('/producers/x'), context, params: { slug: 'x' } }),
      ),
    ).toBe(404);
  });
});

describe('favourites page loader', () => {
  it('sends a guest to registration with the way back', async () => {
    const { context } = server(guest);
    try {
      await favoritesPageLoader({ request: request('/favorite-games'), context, params: {} });
      expect.unreachable();
    } catch (thrown) {
      expect((thrown as Response).headers.get('location')).toBe('/registration?redirect=%2Ffavorite-games');
    }
  });

  it('prefetches both favourite formats for a player', async () => {
    const { api, context } = server(makePlayer());
    const result = await favoritesPageLoader({ request: request('/favorite-games'), context, params: {} });
    expect(api.callsTo('GET /api/player/favorite_games')).toHaveLength(2);
    expect(result.seo.title).toBe('My favourite games — Orbit');
  });
});
