import type { RealityCheck } from '@orbit/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

const KEY = ['player', 'reality-check'] as const;

export const realityCheckQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: KEY, queryFn: () => api.request<RealityCheck>('/api/user_limits/reality_check') });

/** `GET /api/user_limits/reality_check`: the interval and this session's figures. */
export function useRealityCheck() {
  return useQuery(realityCheckQueryOptions(useApi()));
}

/** `POST /api/user_limits/reality_check`: how often the check comes. */
export function useSetRealityCheck() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interval: number) =>
      api.request<RealityCheck>('/api/user_limits/reality_check', {
        method: 'POST',
        body: { interval_minutes: interval },
      }),
    onSuccess: (check) => queryClient.setQueryData(KEY, check),
  });
}
