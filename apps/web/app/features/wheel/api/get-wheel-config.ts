import type { LootboxItem } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

export interface WheelConfigs {
  wheel: LootboxItem[];
  segments: Record<string, LootboxItem[]>;
}

/** `GET /api/fe/config/wheel-config` and `…/wheel-config-segments` (a failed load is an empty wheel). */
export async function getWheelConfigs(api: ApiClient): Promise<WheelConfigs> {
  const [wheel, segments] = await Promise.all([
    requestOr<LootboxItem[]>(api, '/api/fe/config/wheel-config', []),
    requestOr<Record<string, LootboxItem[]>>(api, '/api/fe/config/wheel-config-segments', {}),
  ]);
  return { wheel, segments };
}

export const wheelConfigsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['fe-config', 'wheel'],
    queryFn: () => getWheelConfigs(api),
    staleTime: 5 * 60_000,
  });

export function useWheelConfigs() {
  return useQuery(wheelConfigsQueryOptions(useApi()));
}
