import type { Device, Game, GamesFilterResponse } from '@orbit/contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { SEARCH_RESULTS_LIMIT } from '../model/search.ts';

/** The label a failed search is logged under. */
export const SEARCH_ERROR_LABEL = 'LOAD_FOUND_GAMES_ERROR';

/**
 * Title search: `POST /api/games_filter` with `filter.title` and no page fields.
 * A failure is logged and shows nothing.
 */
export async function searchGames(
  api: ApiClient,
  title: string,
  device: Device,
  signal?: AbortSignal,
): Promise<Game[]> {
  try {
    const found = await api.request<GamesFilterResponse>('/api/games_filter', {
      method: 'POST',
      body: { device, filter: { title } },
      signal,
    });
    return (found?.data ?? []).slice(0, SEARCH_RESULTS_LIMIT);
  } catch (error) {
    // A search the player has typed past is cancelled, not failed.
    if (signal?.aborted) throw error;
    console.warn(SEARCH_ERROR_LABEL, String(error));
    return [];
  }
}

export const searchGamesQueryOptions = (api: ApiClient, title: string, device: Device) =>
  queryOptions({
    queryKey: ['games', 'search', device, title.trim().toLowerCase()],
    queryFn: ({ signal }) => searchGames(api, title.trim(), device, signal),
    staleTime: 60_000,
  });
