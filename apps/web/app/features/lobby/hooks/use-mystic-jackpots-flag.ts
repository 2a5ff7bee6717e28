import { playerGroups } from '@orbit/contract';
import { usePlayer } from '~/features/session/api/get-player.ts';
import { usePromotionPages } from '~/features/shell/api/get-promotion-pages.ts';
import { isPromotionPageEnabled } from '~/features/shell/model/navigation.ts';
import { MYSTIC_JACKPOTS_FLAG } from '../model/jackpots.ts';

/** Whether the mystic jackpots pages are on for this player (testers always see them). */
export function useMysticJackpotsFlag(): boolean {
  const pages = usePromotionPages();
  const { player } = usePlayer();
  return isPromotionPageEnabled(pages, MYSTIC_JACKPOTS_FLAG, player ? playerGroups(player) : []);
}
