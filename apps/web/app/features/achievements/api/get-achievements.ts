import type { Achievement } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** Under `player`: signing in or out refreshes them with the rest of the player. */
export const ACHIEVEMENTS_KEY = ['player', 'achievements'] as const;

/** `GET /api/player/achievements`: every badge with its levels, progress and the level reached. */
export const getAchievements = (api: ApiClient) => api.request<Achievement[]>('/api/player/achievements');

export const achievementsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ACHIEVEMENTS_KEY, queryFn: () => getAchievements(api) });

/** The player's badges; `enabled` false for a guest. `achievements_award` refreshes them. */
export function useAchievements(enabled = true) {
  return useQuery({ ...achievementsQueryOptions(useApi()), enabled });
}
