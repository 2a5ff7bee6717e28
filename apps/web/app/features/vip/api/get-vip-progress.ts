import type { VipProgress } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** Under `player`: a sign-out (which clears that key) forgets it. */
export const VIP_PROGRESS_KEY = ['player', 'vip-progress'] as const;

/** `GET /jam/vip_status_progress` (signed in): the status held, this quarter's and the bars to the next. */
export const getVipProgress = (api: ApiClient) => api.request<VipProgress>('/jam/vip_status_progress');

export const vipProgressQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: VIP_PROGRESS_KEY, queryFn: () => getVipProgress(api), staleTime: 30_000 });

export function useVipProgress(enabled: boolean) {
  return useQuery({ ...vipProgressQueryOptions(useApi()), enabled });
}
