import { playerGroups } from '@orbit/contract';
import { usePlayer } from '~/shared/player/get-player.ts';
import { isPromotionPageEnabled, usePromotionPages } from '~/shared/site/get-promotion-pages.ts';
import { MYSTIC_JACKPOTS_FLAG } from '../model/jackpots.ts';

/** Whether the mystic jackpots pages are on for this player (testers always see them). */
export function useMysticJackpotsFlag(): boolean {
  const pages = usePromotionPages();
  const { player } = usePlayer();
  return isPromotionPageEnabled(pages, MYSTIC_JACKPOTS_FLAG, player ? playerGroups(player) : []);
}
