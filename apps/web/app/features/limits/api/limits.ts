import type { UserLimit, UserLimitBody } from '@orbit/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useChannel } from '~/features/realtime/index.ts';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { isLimitList } from '../model/limits.ts';

const LIMITS_KEY = ['player', 'limits'] as const;

/** `GET /api/user_limits`: the player's limits with their running figures (rethrown). */
export const getLimits = (api: ApiClient) => api.request<UserLimit[]>('/api/user_limits');

export const limitsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: LIMITS_KEY, queryFn: () => getLimits(api) });

/** The limits, kept live by the private `game_limits` channel (the server sends the whole list). */
export function useLimits() {
  const queryClient = useQueryClient();
  useChannel('game_limits', (list) => {
    if (isLimitList(list)) queryClient.setQueryData(LIMITS_KEY, list);
  });
  return useQuery(limitsQueryOptions(useApi()));
}

/** After a change: the server's list when it answered with one, else read again. */
function useRefreshLimits() {
  const queryClient = useQueryClient();
  return async (answer: unknown) => {
    if (isLimitList(answer)) queryClient.setQueryData(LIMITS_KEY, answer);
    else await queryClient.invalidateQueries({ queryKey: LIMITS_KEY });
  };
}

/** `POST /api/user_limits`: creates or changes a limit (a loosening waits 24 hours). */
export function useSaveLimit() {
  const api = useApi();
  const refresh = useRefreshLimits();
  return useMutation({
    mutationFn: (body: UserLimitBody) => api.request<unknown>('/api/user_limits', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/user_limits/{id}`: asks for a removal (it waits 24 hours). */
export function useRemoveLimit() {
  const api = useApi();
  const refresh = useRefreshLimits();
  return useMutation({
    mutationFn: (id: number) => api.request<unknown>(`/api/user_limits/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** `POST /api/user_limits/confirm`: the e-mailed link's token confirms a waiting change. */
export function useConfirmLimit() {
  const api = useApi();
  const refresh = useRefreshLimits();
  return useMutation({
    mutationFn: (token: string) =>
      api.request<unknown>('/api/user_limits/confirm', { method: 'POST', body: { token } }),
    onSuccess: refresh,
  });
}
