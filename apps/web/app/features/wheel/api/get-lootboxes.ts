import type { Lootbox } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** Under `player`: signing in or out refreshes the boxes with the rest of the player. */
export const LOOTBOXES_KEY = ['player', 'lootboxes'] as const;

/** `GET /api/player/lootboxes`: the player's boxes and wheel spins (no expired; opened ones of today), newest first. */
export const getLootboxes = (api: ApiClient) => api.request<Lootbox[]>('/api/player/lootboxes');

export const lootboxesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: LOOTBOXES_KEY, queryFn: () => getLootboxes(api) });

/** The player's boxes; `enabled` false for a guest. `lootboxes_changes` keeps them current. */
export function useLootboxes(enabled = true) {
  return useQuery({ ...lootboxesQueryOptions(useApi()), enabled });
}
