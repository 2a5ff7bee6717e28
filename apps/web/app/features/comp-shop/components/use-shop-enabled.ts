import { playerGroups } from '@orbit/contract';
import { usePlayer } from '~/shared/player/get-player.ts';
import { isPromotionPageEnabled, usePromotionPages } from '~/shared/site/get-promotion-pages.ts';
import { COMP_SHOP_SLUG } from '../model/shop.ts';

/** Whether this visitor may open the shop (manage-promotion-pages; testers always). */
export function useShopEnabled(): boolean {
  const { player } = usePlayer();
  const pages = usePromotionPages();
  return isPromotionPageEnabled(pages, COMP_SHOP_SLUG, player ? playerGroups(player) : []);
}
