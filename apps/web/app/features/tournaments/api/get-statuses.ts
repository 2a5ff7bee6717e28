import { BATCH_MAX_URLS, type TournamentPlayerStatus } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { tournamentsKeys } from './keys.ts';

const statusUrl = (id: number) => `api/tournaments/${id}/status`;

const isStatus = (value: unknown): value is TournamentPlayerStatus =>
  typeof value === 'object' && value !== null && 'tournament_id' in value && 'bet_cents' in value;

/**
 * The player's statuses in several tournaments through `GET /batch?url[]=…` (at most
 * BATCH_MAX_URLS a call: longer lists are split). An answer that is not a status (a tournament
 * gone meanwhile) is left out.
 */
export async function getStatuses(api: ApiClient, ids: readonly number[]): Promise<TournamentPlayerStatus[]> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += BATCH_MAX_URLS) chunks.push(ids.slice(i, i + BATCH_MAX_URLS));
  const answers = await Promise.all(
    chunks.map((chunk) => {
      const query = chunk.map((id) => `url[]=${encodeURIComponent(statusUrl(id))}`).join('&');
      return api.request<Record<string, unknown>>(`/batch?${query}`);
    }),
  );
  return ids.flatMap((id) => {
    const answer = answers.find((a) => statusUrl(id) in a)?.[statusUrl(id)];
    return isStatus(answer) ? [answer] : [];
  });
}

export const statusesQueryOptions = (api: ApiClient, ids: readonly number[]) =>
  queryOptions({
    queryKey: tournamentsKeys.statuses(ids),
    queryFn: () => getStatuses(api, ids),
    staleTime: 10_000,
  });

/** `enabled` false for a guest or with no tournament. */
export function useStatuses(ids: readonly number[], enabled: boolean) {
  return useQuery({ ...statusesQueryOptions(useApi(), ids), enabled: enabled && ids.length > 0 });
}
