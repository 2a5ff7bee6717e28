import type { Jackpot } from '@orbit/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { isJackpotEvent, replaceJackpot, useChannel } from '~/features/realtime/index.ts';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';
import { activeJackpots, type ShownJackpot, shownJackpot } from '../model/jackpots.ts';

/** `GET /api/jackpots` (a failure shows no jackpots). */
export const getJackpots = (api: ApiClient) => requestOr<Jackpot[]>(api, '/api/jackpots', []);

export const jackpotsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['jackpots'],
    queryFn: async (): Promise<ShownJackpot[]> => (await getJackpots(api)).map(shownJackpot),
    staleTime: 60_000,
  });

/**
 * Keeps the jackpots' amounts live from the `jackpots_changes` channel while `listening` (the
 * lobby's once on screen: its socket opens only then).
 */
export function useLiveJackpots(listening = true) {
  const queryClient = useQueryClient();
  const { queryKey } = jackpotsQueryOptions(useApi());
  useChannel(
    'jackpots_changes',
    (data) => {
      if (isJackpotEvent(data))
        queryClient.setQueryData(queryKey, (list) => replaceJackpot(list, shownJackpot(data)));
    },
    listening,
  );
}

/** The jackpots to show: the active ones, their amounts live unless `live` is false (`useLiveJackpots`). */
export function useActiveJackpots(live = true): ShownJackpot[] {
  useLiveJackpots(live);
  const { data } = useQuery(jackpotsQueryOptions(useApi()));
  return data ? activeJackpots(data) : [];
}
