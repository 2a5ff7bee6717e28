import { CHANNEL } from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { notifyLater } from '../notifications/service.ts';
import { playerLanguage } from '../player/service.ts';
import { presentFreeSpins, presentGift } from './presenter.ts';
import { findGameTitles, type GiftRow } from './repository.ts';

/**
 * Prizes the player just saw won (a lootbox's, the wheel's, the rocket chance's) and a
 * tournament's (told as the tournament's prize) are not told again as gifts.
 */
const TOLD_ELSEWHERE = ['lootbox:', 'tournament:'];

/** An issued gift comes to the notification centre once (spec: only at the stage `issued`). */
function notifyIssued(deps: Deps, gift: GiftRow) {
  if (gift.stage !== 'issued' || TOLD_ELSEWHERE.some((prefix) => gift.sourceKey.startsWith(prefix))) return;
  const spins = gift.kind === 'freespins';
  notifyLater(deps, {
    userId: gift.userId,
    type: spins ? 'freespins_changes' : 'bonuses_changes',
    event: spins ? 'freespins_issued' : 'gift_issued',
    dedupeKey: `gift:${gift.id}:issued`,
    params: { titles: gift.titles, count: gift.freespinsTotal ?? 0, path: '/profile/gifts' },
    ...(gift.activatableUntil ? { endAt: gift.activatableUntil } : {}),
  });
}

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
    const locale = await playerLanguage(deps, userId);
    const titles = await findGameTitles(
      deps.db,
      gifts.flatMap((gift) => (gift.freespinsGame ? [gift.freespinsGame] : [])),
    );
    const now = deps.now();
    for (const gift of gifts) notifyIssued(deps, gift);
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
