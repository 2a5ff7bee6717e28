import type { FreeSpinIssue } from '@orbit/contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useRefreshGifts } from './refresh-gifts.ts';

/** `POST /api/player/freespins/{id}/activation`: the spins become playable on their game. */
export const activateFreespins = (api: ApiClient, id: number) =>
  api.request<FreeSpinIssue>(`/api/player/freespins/${id}/activation`, { method: 'POST' });

export function useActivateFreespins() {
  const api = useApi();
  const refresh = useRefreshGifts();
  return useMutation({
    mutationFn: (id: number) => activateFreespins(api, id),
    onSuccess: (issue) => refresh.freespins(issue),
  });
}
