import { playerGroups } from '@orbit/contract';
import { usePlayer } from '~/shared/player/get-player.ts';
import { isPromotionPageEnabled, usePromotionPages } from '~/shared/site/get-promotion-pages.ts';
import { QUEST_TEST_FLAG } from '../model/quests.ts';

/** The test quest's flag: `ffc` in manage-promotion-pages, or a tester. */
export function useQuestTestFlag(): boolean {
  const { player } = usePlayer();
  return isPromotionPageEnabled(usePromotionPages(), QUEST_TEST_FLAG, player ? playerGroups(player) : []);
}
