import type { JackpotWin } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';
import { type LeaderboardWin, leaderboardWin } from '../model/leaderboard.ts';

/** `GET /api/jackpot_wins`, newest first; a failure is only logged. */
export const getJackpotWins = (api: ApiClient) => requestOr<JackpotWin[]>(api, '/api/jackpot_wins', []);

export const jackpotWinsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['jackpot-wins'],
    queryFn: async (): Promise<LeaderboardWin[]> => (await getJackpotWins(api)).map(leaderboardWin),
    staleTime: 60_000,
  });

export function useJackpotWins() {
  return useQuery(jackpotWinsQueryOptions(useApi()));
}
