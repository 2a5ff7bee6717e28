import { playerGroups } from '@orbit/contract';
import { useMemo } from 'react';
import { menuPages, usePages } from '~/features/cms/index.ts';
import { MYSTIC_JACKPOTS_FLAG } from '~/features/lobby/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { isPromotionPageEnabled, usePromotionPages } from '~/shared/site/get-promotion-pages.ts';
import { useBettingUrl } from '../api/get-betting-config.ts';
import { type NavItem, topNavigation } from '../model/navigation.ts';

/** The top navigation of this host, player and locale. */
export function useNavItems(): NavItem[] {
  const bettingUrl = useBettingUrl();
  const promotionPages = usePromotionPages();
  const { player } = usePlayer();
  const { locale } = useLocale();
  const pages = usePages(locale);
  const groupsKey = player ? playerGroups(player).join(',') : '';
  return useMemo(() => {
    const groups = groupsKey ? groupsKey.split(',').map(Number) : [];
    return topNavigation({
      bettingUrl,
      promotionPages,
      groups,
      // The mystic jackpots entry follows the same flag as its page (testers always see it).
      mysticJackpots: isPromotionPageEnabled(promotionPages, MYSTIC_JACKPOTS_FLAG, groups),
      topMenuPages: menuPages(pages, 'top-menu'),
    });
  }, [bettingUrl, promotionPages, groupsKey, pages]);
}
