import { describe, expect, it } from 'vitest';
import { ApiClient } from '~/shared/api/client.ts';
import { makeQueryClient } from '~/shared/api/provider.tsx';
import { SERVER_TILES } from '../model/constants.ts';
import { collection, fakeGamesApi, gamesPage, makeGame, makeGames } from '../testing.ts';
import { prefetchGameRows } from './game-rows.ts';
import { gameRowQueryOptions } from './games-filter.ts';

describe('prefetchGameRows', () => {
  it('loads each row’s first 15 games, of the geo variant when there is one, and the collections; keeps the tiles a phone’s page renders, stored as old so the browser loads the row whole', async () => {
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: { country: 'EE', currency: 'EUR' } }),
      'GET /api/games/collections': () => ({
        body: [collection('top'), collection('top:EE'), collection('new'), collection('summer-picks')],
      }),
      'POST /api/games_filter': () => ({ body: gamesPage(makeGames(20), 1, 15) }),
    });
    const client = new ApiClient({ fetch: api.fetch, timeoutMs: 1000, retries: 0 });
    const queryClient = makeQueryClient();
    await prefetchGameRows(queryClient, client, { slugs: ['top', 'new'], device: 'mobile' });
    const identifiers = api
      .callsTo('POST /api/games_filter')
      .map(
        (c) =>
          (c.body as { filter: { categories: { identifiers: string[] } } }).filter.categories.identifiers[0],
      );
    expect(identifiers.sort()).toEqual(['new', 'top:EE']);
    const row = queryClient.getQueryData(
      gameRowQueryOptions(client, { identifier: 'top:EE', device: 'mobile' }).queryKey,
    );
    expect(row?.data).toHaveLength(SERVER_TILES.mobile.row);
    expect(row?.withheld).toBe(15 - SERVER_TILES.mobile.row);
    const { queryKey } = gameRowQueryOptions(client, { identifier: 'top:EE', device: 'mobile' });
    expect(queryClient.getQueryState(queryKey)?.dataUpdatedAt).toBe(0);
    // The collections as the page carries them: ids, the titles of categories the catalogue does
    // not name, not the game counts no page reads.
    expect(queryClient.getQueryData(['games', 'collections'])).toEqual([
      { id: 'top' },
      { id: 'top:EE' },
      { id: 'new' },
      { id: 'summer-picks', title: 'summer-picks' },
    ]);
  });

  async function rowFor(player: unknown) {
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: player }),
      'GET /api/games/collections': () => ({ body: [collection('top')] }),
      'POST /api/games_filter': () => ({
        body: gamesPage(
          [makeGame('studio/demo'), makeGame('studio/live', { currencies: { EUR: { id: 9 } } })],
          1,
          15,
        ),
      }),
    });
    const client = new ApiClient({ fetch: api.fetch, timeoutMs: 1000, retries: 0 });
    const queryClient = makeQueryClient();
    await prefetchGameRows(queryClient, client, { slugs: ['top'], device: 'desktop' });
    return queryClient.getQueryData(
      gameRowQueryOptions(client, { identifier: 'top', device: 'desktop' }).queryKey,
    )?.data;
  }

  it('keeps what a tile shows of each game; a guest’s tiles keep only the demo’s currency', async () => {
    const games = await rowFor({ country: 'EE', currency: 'EUR' });
    expect(games?.[0]).toEqual({
      identifier: 'studio/demo',
      title: 'Demo',
      categories: ['all', 'pokies'],
      preview: '/games/art/studio/demo.svg',
      currencies: { FUN: makeGame('studio/demo').currencies.FUN },
    });
    expect(games?.[1]?.currencies).toEqual({});
  });

  it('keeps every currency for a signed-in player (favourites and real play read them)', async () => {
    const games = await rowFor({ id: 7, country: 'EE', currency: 'EUR' });
    expect(games?.[0]?.currencies).toEqual(makeGame('studio/demo').currencies);
    expect(games?.[0]).not.toHaveProperty('payout');
  });
});
