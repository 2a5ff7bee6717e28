import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/** The part of `vip-adventures` the bookmarks need: who is on the adventure. */
export interface AdventuresAudienceConfig {
  audience?: Array<{ key: string; groups: number[] }>;
  prizes: Record<string, unknown[]>;
}

/** `GET /api/fe/config/vip-adventures` (null when unset or failed: no adventure bookmark). */
export const getAdventuresConfig = (api: ApiClient) =>
  requestOr<AdventuresAudienceConfig | null>(api, '/api/fe/config/vip-adventures', null);

export const adventuresConfigQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['fe-config', 'vip-adventures'],
    queryFn: () => getAdventuresConfig(api),
    staleTime: 5 * 60_000,
  });

export function useAdventuresConfig(enabled: boolean) {
  return useQuery({ ...adventuresConfigQueryOptions(useApi()), enabled });
}
