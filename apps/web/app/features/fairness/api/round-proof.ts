import type { HouseRoundProof } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** `GET /api/house/rounds/{id}`: one of the player's rounds with its seeds and actions (404 otherwise). */
export const getRoundProof = (api: ApiClient, id: number) =>
  api.request<HouseRoundProof>(`/api/house/rounds/${id}`);

export const roundProofQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: ['house', 'round', id], queryFn: () => getRoundProof(api, id), retry: false });

export function useRoundProof(id: number | null) {
  const api = useApi();
  return useQuery({ ...roundProofQueryOptions(api, id ?? 0), enabled: id !== null });
}
