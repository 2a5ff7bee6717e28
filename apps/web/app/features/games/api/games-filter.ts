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
import { CATALOGUE_STALE_MS, GAME_ROW_SIZE } from '../model/constants.ts';
import { guestTileGame, type TileGame, tileGame } from '../model/game.ts';
import { nextPageToLoad } from '../model/pagination.ts';

export type GamesFilter = NonNullable<GamesFilterBody['filter']>;

/** `POST /api/games_filter`; rethrown on error, as category loading is. */
export const filterGames = (api: ApiClient, body: GamesFilterBody, signal?: AbortSignal) =>
  api.request<GamesFilterResponse>('/api/games_filter', { method: 'POST', body, signal });

/** A page of a row or a list as their cache keeps it: the games in tile form. */
export type TileGamesPage = Omit<GamesFilterResponse, 'data'> & { data: TileGame[] };

const filterTileGames = async (
  api: ApiClient,
  body: GamesFilterBody,
  signal?: AbortSignal,
): Promise<TileGamesPage> => {
  const page = await filterGames(api, body, signal);
  return { ...page, data: page.data.map(tileGame) };
};

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

const guestPage = (page: TileGamesPage): TileGamesPage => ({ ...page, data: page.data.map(guestTileGame) });

/**
 * For a loader, before its cache is sent: on a guest's page the rows' and lists' tiles keep only
 * what a guest's tile reads (`guestTileGame`). A player whose profile did not load keeps them whole.
 */
export function trimTilesForGuest(queryClient: QueryClient, player: PlayerOrGuest | null) {
  if (player === null || isSignedIn(player)) return;
  queryClient.setQueriesData<TileGamesPage>(
    { queryKey: ['games', 'row'] },
    (page) => page && guestPage(page),
  );
  queryClient.setQueriesData<InfiniteData<TileGamesPage>>(
    { queryKey: ['games', 'list'] },
    (list) => list && { ...list, pages: list.pages.map(guestPage) },
  );
}
