import { CHANNEL } from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { presentFreeSpins, presentGift } from './presenter.ts';
import { findGameTitles, findLanguage, type GiftRow } from './repository.ts';

/**
 * Tells the player's browsers of their gifts' changes (`bonuses_changes`, `freespins_changes`),
 * each gift once in its last state. Runs after the commit; a missed event only delays a refresh
 * (the lists are read again on every visit).
 */
export function publishGifts(deps: Deps, changed: GiftRow[]) {
  const last = new Map(changed.map((gift) => [gift.id, gift]));
  if (last.size === 0) return;
  const gifts = [...last.values()];
  const userId = gifts[0]!.userId;
  void (async () => {
    const locale = await findLanguage(deps.db, userId);
    const titles = await findGameTitles(
      deps.db,
      gifts.flatMap((gift) => (gift.freespinsGame ? [gift.freespinsGame] : [])),
    );
    const now = deps.now();
    for (const gift of gifts) {
      if (gift.kind === 'freespins') {
        const identifier = gift.freespinsGame ?? '';
        const title = titles.get(identifier);
        deps.realtime.publishToPlayer(
          userId,
          CHANNEL.freespins_changes,
          presentFreeSpins(gift, locale, now, title ? { identifier, title } : undefined),
        );
      } else {
        deps.realtime.publishToPlayer(userId, CHANNEL.bonuses_changes, presentGift(gift, locale, now));
      }
    }
  })().catch(() => {});
}
