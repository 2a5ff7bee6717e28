import type { Adventure } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, ApiError } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

export const ADVENTURE_QUERY_KEY = ['adventure'] as const;

/**
 * `GET /api/player/adventure`: the player's VIP adventure, or null when it is not for them
 * (403: not on a VIP list, or not in their currency; 404: none configured).
 */
export async function getAdventure(api: ApiClient): Promise<Adventure | null> {
  try {
    return await api.request<Adventure>('/api/player/adventure');
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}

export const adventureQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ADVENTURE_QUERY_KEY, queryFn: () => getAdventure(api), staleTime: 30_000 });

export function useAdventure() {
  return useQuery(adventureQueryOptions(useApi()));
}
