import type { Device, PlayedGame } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';
import { GAME_ROW_SIZE } from '../model/constants.ts';
import { selectGames } from './select.ts';

/** `GET /api/player/played_games`: what the player played, latest first; `[]` on error. */
export const getPlayedGames = (api: ApiClient) =>
  requestOr<PlayedGame[]>(api, '/api/player/played_games', []);

/** The recently played games in full (played_games, then games_filter/select), up to a row. */
export const recentlyPlayedQueryOptions = (api: ApiClient, device: Device) =>
  queryOptions({
    queryKey: ['player', 'played-games', device],
    queryFn: async ({ signal }) => {
      const played = await getPlayedGames(api);
      const identifiers = [...new Set(played.map((p) => p.identifier))].slice(0, GAME_ROW_SIZE);
      return selectGames(api, identifiers, device, signal);
    },
  });

export function useRecentlyPlayed(device: Device, enabled: boolean) {
  return useQuery({ ...recentlyPlayedQueryOptions(useApi(), device), enabled });
}
