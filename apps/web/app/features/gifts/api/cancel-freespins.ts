import type { FreeSpinIssue } from '@orbit/contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useRefreshGifts } from './refresh-gifts.ts';

/** `DELETE /api/player/freespins/{id}`: the spins left are given up. */
export const cancelFreespins = (api: ApiClient, id: number) =>
  api.request<FreeSpinIssue>(`/api/player/freespins/${id}`, { method: 'DELETE' });

export function useCancelFreespins() {
  const api = useApi();
  const refresh = useRefreshGifts();
  return useMutation({
    mutationFn: (id: number) => cancelFreespins(api, id),
    onSuccess: (issue) => refresh.freespins(issue),
  });
}
