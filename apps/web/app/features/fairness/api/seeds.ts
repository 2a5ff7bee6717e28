import type { HouseSeeds } from '@orbit/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

const SEEDS_KEY = ['house', 'seeds'] as const;

/** `GET /api/house/seeds`: the current seed pair (server seed by its hash) and the last rotated-out one. */
export const getSeeds = (api: ApiClient) => api.request<HouseSeeds>('/api/house/seeds');

export const seedsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: SEEDS_KEY, queryFn: () => getSeeds(api) });

export function useSeeds(enabled = true) {
  return useQuery({ ...seedsQueryOptions(useApi()), enabled });
}

/** `POST /api/house/seeds/client {client_seed}` → the seeds; 422 `{errors: {client_seed}}` when invalid. */
export const setClientSeed = (api: ApiClient, clientSeed: string) =>
  api.request<HouseSeeds>('/api/house/seeds/client', { method: 'POST', body: { client_seed: clientSeed } });

/** `POST /api/house/seeds/rotate` → the seeds, `previous` revealing the retired server seed. */
export const rotateSeeds = (api: ApiClient) =>
  api.request<HouseSeeds>('/api/house/seeds/rotate', { method: 'POST' });

export function useSetClientSeed() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) => setClientSeed(api, clientSeed),
    onSuccess: (seeds) => queryClient.setQueryData(SEEDS_KEY, seeds),
  });
}

export function useRotateSeeds() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateSeeds(api),
    onSuccess: (seeds) => {
      queryClient.setQueryData(SEEDS_KEY, seeds);
      // A rotation reveals the seed of rounds already looked at.
      return queryClient.invalidateQueries({ queryKey: ['house', 'round'] });
    },
  });
}
