import type { Jackpot } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';
import { activeJackpots } from '../model/jackpots.ts';

/** `GET /api/jackpots` (failure swallowed: no jackpots, reference §7). */
export const getJackpots = (api: ApiClient) => requestOr<Jackpot[]>(api, '/api/jackpots', []);

export const jackpotsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['jackpots'], queryFn: () => getJackpots(api), staleTime: 60_000 });

/** The jackpots to show: the active ones. */
export function useActiveJackpots(): Jackpot[] {
  const { data } = useQuery(jackpotsQueryOptions(useApi()));
  return data ? activeJackpots(data) : [];
}
