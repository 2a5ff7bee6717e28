import type { CancelInfo } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { PLAYER_BONUSES_KEY } from './player-bonuses.ts';

/** `GET /api/player/bonuses/{id}/cancel_info`: what cancelling the gift would forfeit (major units). */
export const getBonusCancelInfo = (api: ApiClient, id: number) =>
  api.request<CancelInfo>(`/api/player/bonuses/${id}/cancel_info`);

export const bonusCancelInfoQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: [...PLAYER_BONUSES_KEY, id, 'cancel-info'],
    queryFn: () => getBonusCancelInfo(api, id),
    // The balances move with every bet: asked afresh each time the question is shown.
    staleTime: 0,
  });

export function useBonusCancelInfo(id: number | null) {
  const api = useApi();
  return useQuery({ ...bonusCancelInfoQueryOptions(api, id ?? 0), enabled: id !== null });
}
