import type { Gift } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/**
 * The player's gifts (under `player`: a sign-out clears them). The gifts feature asks the same
 * call; the cashbox keeps its own small fetcher so the two features stay apart.
 */
export const PLAYER_BONUSES_KEY = ['player', 'bonuses'] as const;

/** `GET /api/player/bonuses`: the player's gifts, newest first. */
export const getPlayerBonuses = (api: ApiClient) => api.request<Gift[]>('/api/player/bonuses');

export const playerBonusesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: PLAYER_BONUSES_KEY, queryFn: () => getPlayerBonuses(api) });

export function usePlayerBonuses(enabled = true) {
  return useQuery({ ...playerBonusesQueryOptions(useApi()), enabled });
}
