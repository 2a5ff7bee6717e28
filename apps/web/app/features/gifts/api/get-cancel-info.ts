import type { CancelInfo } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { BONUSES_KEY } from './get-bonuses.ts';

/** `GET /api/player/bonuses/{id}/cancel_info`: what cancelling the bonus would forfeit (major units). */
export const getCancelInfo = (api: ApiClient, id: number) =>
  api.request<CancelInfo>(`/api/player/bonuses/${id}/cancel_info`);

export const cancelInfoQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: [...BONUSES_KEY, id, 'cancel_info'],
    queryFn: () => getCancelInfo(api, id),
    // The balance moves with every bet: the dialog always asks again.
    staleTime: 0,
  });

export function useCancelInfo(id: number) {
  return useQuery(cancelInfoQueryOptions(useApi(), id));
}
