import type { GameHistoryItem } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** `GET /api/player/games`: the player's rounds, newest first (amounts in major units; rethrown). */
export const getGamesHistory = (api: ApiClient) => api.request<GameHistoryItem[]>('/api/player/games');

export const gamesHistoryQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['player', 'games-history'], queryFn: () => getGamesHistory(api) });

export function useGamesHistory() {
  return useQuery(gamesHistoryQueryOptions(useApi()));
}
