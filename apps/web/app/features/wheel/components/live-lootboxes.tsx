import type { Lootbox } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '~/features/realtime/index.ts';
import { LOOTBOXES_KEY } from '../api/get-lootboxes.ts';
import { upsertLootbox } from '../model/lootboxes.ts';

/**
 * `lootboxes_changes` puts each box's new state into the list (a box bought in the shop appears,
 * one opened in another tab turns opened, an expired one goes). Mounted on the wheel pages.
 */
export function LiveLootboxes() {
  const queryClient = useQueryClient();
  useChannel('lootboxes_changes', (box) => {
    queryClient.setQueryData<Lootbox[]>(LOOTBOXES_KEY, (list) => upsertLootbox(list, box));
  });
  return null;
}
