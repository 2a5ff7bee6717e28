import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '~/features/realtime/index.ts';
import { QUEST_STATUS_KEY } from '../api/keys.ts';

/**
 * `tournaments_statuses` (the player's bets moved a tournament or quest): the quest statuses load
 * again, so the level climbs live. The channel's name as a literal (the contract's CHANNEL map
 * would bring its zod schemas along).
 */
export function useLiveQuests() {
  const queryClient = useQueryClient();
  useChannel('tournaments_statuses', (statuses) => {
    if (!Array.isArray(statuses)) return;
    void queryClient.invalidateQueries({ queryKey: QUEST_STATUS_KEY });
  });
}
