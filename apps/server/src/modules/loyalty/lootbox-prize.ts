import { type LootboxItem, lootboxPrizes } from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { issueRewardWithin, type Reward } from '../bonuses/issue.ts';
import { currencySubunits } from '../info/service.ts';
import type { WalletTx } from '../wallet/hooks.ts';
import type { LootboxRow } from './lootbox-repository.ts';
import { findOfferIds } from './lootbox-repository.ts';
import { prizeTitles } from './lootbox-titles.ts';

/**
 * The installation's system offers a prize is given through (seeded for every installation):
 * bonus money, and free spins on the demo free-spins game. The item's own wager, max win and
 * spin count override the offer's.
 */
export const PRIZE_OFFERS = { bonus: 'lootbox_bonus', freespins: 'lootbox_freespins' } as const;

export type PrizeOffers = Partial<Record<keyof typeof PRIZE_OFFERS, number>>;

/** The prize offers' ids, read before the money transaction. */
export async function prizeOffers(deps: Deps): Promise<PrizeOffers> {
  const ids = await findOfferIds(deps.db, Object.values(PRIZE_OFFERS));
  return { bonus: ids.get(PRIZE_OFFERS.bonus), freespins: ids.get(PRIZE_OFFERS.freespins) };
}

/**
 * Gives what the drawn item holds, inside the opening's wallet transaction (so a failure leaves
 * the box unopened): one gift per bonus of the item, started at once, keyed by the box so it is
 * given once. Answers the first gift's id; null for a "no prize" item.
 */
export async function issuePrizes(
  deps: Deps,
  wallet: WalletTx,
  box: LootboxRow,
  item: LootboxItem,
  offers: PrizeOffers,
): Promise<number | null> {
  const prizes = lootboxPrizes(item, box.currency);
  // insertLootbox gives such items weight 0; a box still holding one was written by hand.
  if (prizes === null)
    throw new HttpError(409, 'lootbox_prize_unavailable', 'The prize is not paid in this currency');
  let first: number | null = null;
  const subunits = await currencySubunits(wallet.tx, box.currency);
  for (const [n, prize] of prizes.entries()) {
    const offerId = offers[prize.type];
    if (offerId === undefined) throw new Error(`the ${PRIZE_OFFERS[prize.type]} offer is missing`);
    const terms: NonNullable<Reward['terms']> = { titles: prizeTitles(prize, box.currency, subunits) };
    if (prize.wager !== null) terms.wagerMultiplier = prize.wager;
    if (prize.maxWinCents !== null) terms.maxWin = { [box.currency]: prize.maxWinCents };
    if (prize.type === 'freespins') terms.freespinsCount = prize.count;
    const gift = await issueRewardWithin(deps, wallet, {
      userId: box.userId,
      currency: box.currency,
      offerId,
      terms,
      sourceKey: `lootbox:${box.id}:${n}`,
      amountCents: prize.type === 'bonus' ? prize.amountCents : 0,
      activate: true,
    });
    first ??= gift.id;
  }
  return first;
}
