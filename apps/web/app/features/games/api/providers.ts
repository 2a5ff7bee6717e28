import type { GameProvider } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';
import { CATALOGUE_STALE_MS } from '../model/constants.ts';

/** `GET /api/games/providers`: the producers (`id` is the slug of `/producers/{id}`); `[]` on error. */
export const getProviders = (api: ApiClient) => requestOr<GameProvider[]>(api, '/api/games/providers', []);

export const providersQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['games', 'providers'],
    queryFn: () => getProviders(api),
    staleTime: CATALOGUE_STALE_MS,
  });

export function useProviders(): GameProvider[] {
  return useQuery(providersQueryOptions(useApi())).data ?? [];
}
