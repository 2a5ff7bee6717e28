import type { PlayerSession } from '@orbit/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** GET /api/player/sessions: the player's live sessions, this browser's marked `current`. */
export const getSessions = (api: ApiClient) => api.request<PlayerSession[]>('/api/player/sessions');

export const sessionsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['player', 'sessions'], queryFn: () => getSessions(api) });

export function useSessions() {
  return useQuery(sessionsQueryOptions(useApi()));
}

/** DELETE /api/player/sessions/{id}: signs that device out. */
export const revokeSession = (api: ApiClient, id: number) =>
  api.request<unknown>(`/api/player/sessions/${id}`, { method: 'DELETE' });

export function useRevokeSession() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => revokeSession(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['player', 'sessions'] }),
  });
}
