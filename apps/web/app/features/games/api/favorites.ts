import type { Game } from '@orbit/contract';
import { FAVORITES_ACCEPT_CLIENT } from '@orbit/contract';
import { queryOptions, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { type TileGame, tileGame } from '../model/game.ts';

const PATH = '/api/player/favorite_games';
/** Under `player`: signing in or out drops them with the rest of the player's data. */
const FAVORITES_KEY = ['player', 'favorite-games'] as const;

/** `GET /api/player/favorite_games` as v1: the per-currency game ids (rethrown on error). */
export const getFavoriteIds = (api: ApiClient) =>
  api.request<number[]>(PATH, { headers: { 'accept-client': FAVORITES_ACCEPT_CLIENT.ids } });

/** The same call as v2: the favourite games in full. */
export const getFavoriteGames = (api: ApiClient) =>
  api.request<Game[]>(PATH, { headers: { 'accept-client': FAVORITES_ACCEPT_CLIENT.games } });

export const favoriteIdsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [...FAVORITES_KEY, 'ids'],
    queryFn: () => getFavoriteIds(api),
    staleTime: 60_000,
  });

export const favoriteGamesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [...FAVORITES_KEY, 'games'],
    // Kept as tiles show them, the form a tile hands to the toggle (optimistic update).
    queryFn: async () => (await getFavoriteGames(api)).map(tileGame),
    staleTime: 60_000,
  });

/** Both formats, loaded in parallel, for a signed-in player only. */
export function useFavorites(signedIn: boolean) {
  const api = useApi();
  const [ids, games] = useQueries({
    queries: [
      { ...favoriteIdsQueryOptions(api), enabled: signedIn },
      { ...favoriteGamesQueryOptions(api), enabled: signedIn },
    ],
  });
  return { ids, games };
}

export interface FavoriteChange {
  id: number;
  /** true adds (PUT), false removes (DELETE). */
  favorite: boolean;
  /** The game, so the full list (favourites page) changes at once too. */
  game?: TileGame;
}

const hasId = (game: Pick<TileGame, 'currencies'>, id: number) =>
  Object.values(game.currencies).some((entry) => entry.id === id);

export const putFavorite = (api: ApiClient, id: number) =>
  api.request<null>(`${PATH}/${id}`, { method: 'PUT' });
export const deleteFavorite = (api: ApiClient, id: number) =>
  api.request<null>(`${PATH}/${id}`, { method: 'DELETE' });

/**
 * Adds or removes a favourite. Both lists change at once (the tile and the favourites page show
 * the new state), are restored if the call fails, and are loaded again afterwards.
 */
export function useToggleFavorite() {
  const api = useApi();
  const queryClient = useQueryClient();
  const idsKey = favoriteIdsQueryOptions(api).queryKey;
  const gamesKey = favoriteGamesQueryOptions(api).queryKey;
  return useMutation({
    mutationFn: ({ id, favorite }: FavoriteChange) =>
      favorite ? putFavorite(api, id) : deleteFavorite(api, id),
    onMutate: async ({ id, favorite, game }: FavoriteChange) => {
      await queryClient.cancelQueries({ queryKey: FAVORITES_KEY });
      const previous = { ids: queryClient.getQueryData(idsKey), games: queryClient.getQueryData(gamesKey) };
      queryClient.setQueryData(idsKey, (ids = []) =>
        favorite ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id),
      );
      if (previous.games) {
        queryClient.setQueryData(gamesKey, (games = []) => {
          const others = games.filter((g) => !hasId(g, id));
          return favorite && game ? [game, ...others] : others;
        });
      }
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (!context) return;
      queryClient.setQueryData(idsKey, context.previous.ids);
      queryClient.setQueryData(gamesKey, context.previous.games);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}
