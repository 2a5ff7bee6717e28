import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** `POST /api/player/groups {groups: {add}}`: joins writable groups. */
export const joinGroups = (api: ApiClient, add: number[]) =>
  api.request<null>('/api/player/groups', { method: 'POST', body: { groups: { add } } });

/** Joins groups, then reloads the player so its statuses (groups) are current. */
export function useJoinGroups() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (add: number[]) => joinGroups(api, add),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['player'], exact: true }),
  });
}
