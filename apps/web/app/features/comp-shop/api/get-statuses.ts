import { type LevelBand, levelBands, type StatusInfo } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** `GET /api/info/statuses`: the loyalty levels (and groups); the levels come out in order with their bands. */
export const getLevelBands = async (api: ApiClient): Promise<LevelBand[]> =>
  levelBands(await api.request<StatusInfo[]>('/api/info/statuses'));

export const levelBandsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['info', 'statuses', 'levels'],
    queryFn: () => getLevelBands(api),
    staleTime: 10 * 60_000,
  });

export function useLevelBands() {
  return useQuery(levelBandsQueryOptions(useApi()));
}
