import type { PlayerFieldsInfo } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** GET /api/info/player_fields: field specs and which fields each context asks for. */
export const getPlayerFields = (api: ApiClient) => api.request<PlayerFieldsInfo>('/api/info/player_fields');

export const playerFieldsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['info', 'player_fields'],
    queryFn: () => getPlayerFields(api),
    staleTime: 5 * 60_000,
  });

export function usePlayerFields() {
  return useQuery(playerFieldsQueryOptions(useApi()));
}
