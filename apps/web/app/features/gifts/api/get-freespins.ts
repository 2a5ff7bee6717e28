import type { FreeSpinIssue } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

export const FREESPINS_KEY = ['player', 'freespins'] as const;

/** `GET /api/player/freespins`: the player's free spins. */
export const getFreespins = (api: ApiClient) => api.request<FreeSpinIssue[]>('/api/player/freespins');

export const freespinsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: FREESPINS_KEY, queryFn: () => getFreespins(api) });

export function useFreespins(enabled = true) {
  return useQuery({ ...freespinsQueryOptions(useApi()), enabled });
}
