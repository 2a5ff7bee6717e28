import type { Device, GamesFilterBody, GamesFilterResponse, PlayerOrGuest } from '@orbit/contract';
import { DEFAULT_GAMES_PAGE_SIZE, isSignedIn } from '@orbit/contract';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { CATALOGUE_STALE_MS, GAME_ROW_SIZE, SERVER_TILES } from '../model/constants.ts';
import { guestTileGame, type TileGame, tileGame } from '../model/game.ts';
import { nextPageToLoad } from '../model/pagination.ts';

export type GamesFilter = NonNullable<GamesFilterBody['filter']>;

/** `POST /api/games_filter`; rethrown on error, as category loading is. */
export const filterGames = (api: ApiClient, body: GamesFilterBody, signal?: AbortSignal) =>
  api.request<GamesFilterResponse>('/api/games_filter', { method: 'POST', body, signal });

/**
 * A page of a row or a list as their cache is read: the games as far as a tile reads them. A
 * server-rendered page sends them in that form alone, and only those its first screen shows
 * (`tilesForPage`): `withheld` counts the games left out, which the browser loads after
 * hydration. Fetched in the browser they come whole.
 */
export type TileGamesPage = Omit<GamesFilterResponse, 'data'> & { data: TileGame[]; withheld?: number };

const filterTileGames = (
  api: ApiClient,
  body: GamesFilterBody,
  signal?: AbortSignal,
): Promise<TileGamesPage> => filterGames(api, body, signal);

/** A category's filter: its collection ids, strategy OR. */
export const categoryFilter = (...identifiers: string[]): GamesFilter => ({
  categories: { identifiers, strategy: 'OR' },
});

/** A producer's filter. */
export const providerFilter = (slug: string): GamesFilter => ({ providers: [slug] });

export interface GamesListParams {
  device: Device;
  filter: GamesFilter;
  /** The first page the list shows (`/categories/x/3` starts at 3). */
  startPage?: number;
  pageSize?: number;
}

/**
 * A category or producer list, 40 games a page, loaded page by page (infinite scroll). The next
 * page is never one already loaded nor one beyond the last.
 */
export const gamesListQueryOptions = (api: ApiClient, params: GamesListParams) => {
  const { device, filter, startPage = 1, pageSize = DEFAULT_GAMES_PAGE_SIZE } = params;
  return infiniteQueryOptions({
    queryKey: ['games', 'list', device, filter, startPage, pageSize],
    queryFn: ({ pageParam, signal }) =>
      filterTileGames(api, { device, filter, page: pageParam, page_size: pageSize }, signal),
    initialPageParam: startPage,
    getNextPageParam: (last, _pages, _lastPage, loadedPages) => nextPageToLoad(last.pagination, loadedPages),
    staleTime: CATALOGUE_STALE_MS,
  });
};

export function useGamesList(params: GamesListParams) {
  return useInfiniteQuery(gamesListQueryOptions(useApi(), params));
}

/** A lobby row: the first 15 games of a category (prefetch it in the page's loader). */
export const gameRowQueryOptions = (api: ApiClient, params: { identifier: string; device: Device }) =>
  queryOptions({
    queryKey: ['games', 'row', params.device, params.identifier],
    queryFn: ({ signal }) =>
      filterTileGames(
        api,
        {
          device: params.device,
          filter: categoryFilter(params.identifier),
          page: 1,
          page_size: GAME_ROW_SIZE,
        },
        signal,
      ),
    staleTime: CATALOGUE_STALE_MS,
  });

export function useGameRow(params: { identifier: string; device: Device }, enabled = true) {
  return useQuery({ ...gameRowQueryOptions(useApi(), params), enabled });
}

/**
 * For a loader, before its cache is sent: the rows' and lists' games in tile form (`tileGame`),
 * and on a guest's page only what a guest's tile reads (`guestTileGame`). A visitor whose profile
 * did not load keeps every currency. Only the tiles the server renders go (a row's and a list's
 * first `SERVER_TILES` of the device in the query's key); a page cut short is stored as old
 * (updated at 0), so the browser loads it whole once the page has hydrated.
 */
export function tilesForPage(queryClient: QueryClient, player: PlayerOrGuest | null) {
  const guest = player !== null && !isSignedIn(player);
  const tiles = (page: TileGamesPage, keep: number): TileGamesPage => {
    const data = page.data.slice(0, keep);
    const withheld = page.data.length - data.length + (page.withheld ?? 0);
    return {
      ...page,
      data: data.map((game) => (guest ? guestTileGame(tileGame(game)) : tileGame(game))),
      ...(withheld > 0 ? { withheld } : {}),
    };
  };
  const cut = (pages: readonly TileGamesPage[]) => pages.some((page) => page.withheld);
  // A row's and a list's key: ['games', 'row' | 'list', device, …].
  const shown = (queryKey: readonly unknown[]) =>
    SERVER_TILES[queryKey[2] === 'mobile' ? 'mobile' : 'desktop'];
  for (const [queryKey, page] of queryClient.getQueriesData<TileGamesPage>({ queryKey: ['games', 'row'] })) {
    if (!page) continue;
    const sent = tiles(page, shown(queryKey).row);
    queryClient.setQueryData(queryKey, sent, cut([sent]) ? { updatedAt: 0 } : {});
  }
  for (const [queryKey, list] of queryClient.getQueriesData<InfiniteData<TileGamesPage>>({
    queryKey: ['games', 'list'],
  })) {
    if (!list) continue;
    let left = shown(queryKey).grid;
    const pages = list.pages.map((page) => {
      const sent = tiles(page, left);
      left -= sent.data.length;
      return sent;
    });
    queryClient.setQueryData(queryKey, { ...list, pages }, cut(pages) ? { updatedAt: 0 } : {});
  }
}
