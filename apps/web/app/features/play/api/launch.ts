import type { GameLaunch, GameLaunchBody } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** `POST /api/games/launch {game, mode}` → the frame's url and the game session's token. */
export const launchGame = (api: ApiClient, body: GameLaunchBody) =>
  api.request<GameLaunch>('/api/games/launch', { method: 'POST', body });

/**
 * One launch per page visit (a query, so a re-render or React's double effects never start a
 * second session); a refusal is not retried — the page says why instead.
 */
export const launchQueryOptions = (api: ApiClient, body: GameLaunchBody, playerId: number | null) =>
  queryOptions({
    queryKey: ['play', 'launch', body.game, body.mode, playerId],
    queryFn: () => launchGame(api, body),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useLaunch(body: GameLaunchBody, playerId: number | null, enabled: boolean) {
  return useQuery({ ...launchQueryOptions(useApi(), body, playerId), enabled });
}
