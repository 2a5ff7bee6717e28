import type { GameCollection } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';
import { CATALOGUE_STALE_MS } from '../model/constants.ts';

/** `GET /api/games/collections`: the categories (ids may be geo variants `slug:CC`); `[]` on error. */
export const getCollections = (api: ApiClient) =>
  requestOr<GameCollection[]>(api, '/api/games/collections', []);

export const collectionsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['games', 'collections'],
    queryFn: () => getCollections(api),
    staleTime: CATALOGUE_STALE_MS,
  });

export function useCollections(): GameCollection[] {
  return useQuery(collectionsQueryOptions(useApi())).data ?? [];
}
