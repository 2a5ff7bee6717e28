import type { Lootbox } from '@orbit/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { upsertLootbox } from '../model/lootboxes.ts';
import { LOOTBOXES_KEY } from './get-lootboxes.ts';

/**
 * `POST /api/player/lootboxes/{id}/activation`: opens a box (spins the wheel) → the box with the
 * drawn item marked `prize` and the draw's seeds; 409 `lootbox_opened`/`lootbox_expired`/… when it
 * cannot be opened any more.
 */
export const openLootbox = (api: ApiClient, id: number) =>
  api.request<Lootbox>(`/api/player/lootboxes/${id}/activation`, { method: 'POST' });

export function useOpenLootbox() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => openLootbox(api, id),
    onSuccess: (box) =>
      queryClient.setQueryData<Lootbox[]>(LOOTBOXES_KEY, (list) => upsertLootbox(list, box)),
    // A box someone opened elsewhere (another tab): the list tells what it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: LOOTBOXES_KEY }),
  });
}
