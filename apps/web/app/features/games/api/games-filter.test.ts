import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeQueryClient } from '~/shared/api/provider.tsx';
import { guest } from '~/shared/ui/testing.tsx';
import { SERVER_TILES } from '../model/constants.ts';
import { gamesPage, makeGames } from '../testing.ts';
import { type TileGamesPage, tilesForPage } from './games-filter.ts';

const listKey = (name: string) => ['games', 'list', 'desktop', { providers: [name] }, 1, 40];

describe('tilesForPage', () => {
  it('keeps of a list the games of the tiles the server renders; the page is stored as old, to load whole', () => {
    const queryClient = makeQueryClient();
    const long = makeGames(50);
    queryClient.setQueryData<InfiniteData<TileGamesPage>>(listKey('long'), {
      pages: [gamesPage(long, 1, 40)],
      pageParams: [1],
    });
    queryClient.setQueryData<InfiniteData<TileGamesPage>>(listKey('short'), {
      pages: [gamesPage(makeGames(5), 1, 40)],
      pageParams: [1],
    });
    tilesForPage(queryClient, guest);

    const page = queryClient.getQueryData<InfiniteData<TileGamesPage>>(listKey('long'))?.pages[0];
    expect(page?.data.map((game) => game.identifier)).toEqual(
      long.slice(0, SERVER_TILES.desktop.grid).map((game) => game.identifier),
    );
    expect(page?.withheld).toBe(40 - SERVER_TILES.desktop.grid);
    expect(page?.pagination.total_count).toBe(50);
    expect(queryClient.getQueryState(listKey('long'))?.dataUpdatedAt).toBe(0);

    // A list the server sends whole stays as fresh as it came.
    const short = queryClient.getQueryData<InfiniteData<TileGamesPage>>(listKey('short'))?.pages[0];
    expect(short?.data).toHaveLength(5);
    expect(short).not.toHaveProperty('withheld');
    expect(queryClient.getQueryState(listKey('short'))?.dataUpdatedAt).toBeGreaterThan(0);
  });

  it("keeps a phone's first screen: fewer tiles of a row and of a list than a desktop's", () => {
    const queryClient = makeQueryClient();
    const rowKey = (device: string) => ['games', 'row', device, 'top'];
    const phoneList = ['games', 'list', 'mobile', { providers: ['long'] }, 1, 40];
    for (const device of ['mobile', 'desktop'])
      queryClient.setQueryData(rowKey(device), gamesPage(makeGames(15), 1, 15));
    queryClient.setQueryData<InfiniteData<TileGamesPage>>(phoneList, {
      pages: [gamesPage(makeGames(50), 1, 40)],
      pageParams: [1],
    });
    tilesForPage(queryClient, guest);

    const row = (device: string) => queryClient.getQueryData<TileGamesPage>(rowKey(device));
    expect(row('mobile')?.data).toHaveLength(SERVER_TILES.mobile.row);
    expect(row('desktop')?.data).toHaveLength(SERVER_TILES.desktop.row);
    expect(SERVER_TILES.mobile.row).toBeLessThan(SERVER_TILES.desktop.row);
    const list = queryClient.getQueryData<InfiniteData<TileGamesPage>>(phoneList)?.pages[0];
    expect(list?.data).toHaveLength(SERVER_TILES.mobile.grid);
    expect(list?.withheld).toBe(40 - SERVER_TILES.mobile.grid);
  });
});
