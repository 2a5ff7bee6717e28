import type { TournamentPlayerStatus } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { tournamentsKeys } from './keys.ts';

/** `GET /api/tournaments/{id}/status` (signed in): the player's standing with the live place. */
export const getTournamentStatus = (api: ApiClient, id: number) =>
  api.request<TournamentPlayerStatus>(`/api/tournaments/${id}/status`);

export const tournamentStatusQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: tournamentsKeys.status(id),
    queryFn: () => getTournamentStatus(api, id),
    staleTime: 10_000,
  });

/** `enabled` false for a guest or before the tournament is known. */
export function useTournamentStatus(id: number | undefined, enabled: boolean) {
  return useQuery({
    ...tournamentStatusQueryOptions(useApi(), id ?? 0),
    enabled: enabled && id !== undefined,
  });
}
