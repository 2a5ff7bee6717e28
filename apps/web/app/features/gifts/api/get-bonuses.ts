import type { Gift } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** Under `player`: signing in or out refreshes the player's gifts with the rest of the player. */
export const BONUSES_KEY = ['player', 'bonuses'] as const;

/** `GET /api/player/bonuses`: the player's bonuses, newest first (active, and finished of 90 days). */
export const getBonuses = (api: ApiClient) => api.request<Gift[]>('/api/player/bonuses');

export const bonusesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: BONUSES_KEY, queryFn: () => getBonuses(api) });

/** The bonuses; `enabled` false for a guest (the header asks only for a signed-in player). */
export function useBonuses(enabled = true) {
  return useQuery({ ...bonusesQueryOptions(useApi()), enabled });
}
