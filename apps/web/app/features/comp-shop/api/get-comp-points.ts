import type { CompPoints } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { COMP_POINTS_KEY } from './keys.ts';

/** `GET /api/player/comp_points`: spendable coins (chargeable) and status points (persistent). */
export const getCompPoints = (api: ApiClient) => api.request<CompPoints>('/api/player/comp_points');

export const compPointsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: COMP_POINTS_KEY, queryFn: () => getCompPoints(api) });

/** The player's comp points; `enabled` false for a guest. The `comps_award` channel keeps them current. */
export function useCompPoints(enabled = true) {
  return useQuery({ ...compPointsQueryOptions(useApi()), enabled });
}
