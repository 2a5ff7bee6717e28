import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { withWalletAccount } from '../wallet/service.ts';
import { publishGifts } from './events.ts';
import { issueWithin } from './issue.ts';
import { findGift, findOffer, findPlayingFreeSpins, type GiftRow, updateGift } from './repository.ts';

/**
 * Free spins on Orbit's own slots. A spin is claimed before its round is drawn (one of the
 * gift's spins, at the granted stake; the wallet sees a bet of 0) and settled once the round's
 * payout is known (counted on the gift, not paid to the wallet). When the last spin is settled,
 * the winnings become a bonus with the offer's wager. Claims and settlements each carry their
 * own marker in the wallet (a movement of 0 under a key of the round), so a retry counts once.
 *
 * An external provider is told of free rounds by its own API (e.g. a "free rounds" grant with
 * the game, count, stake and expiry, answered with its reference); its free rounds then arrive
 * at the wallet as bets of 0 and wins carrying that reference, which this module would count
 * with the same claim and settle steps (docs/bonuses.md).
 */

export interface FreeSpinsOffer {
  giftId: number;
  stakeCents: number;
  left: number;
}

/** The player's free spins playable on this game now (activated, spins left), oldest first. */
export async function playableFreeSpins(
  db: Db,
  userId: number,
  currency: string,
  game: string,
  now: Date,
): Promise<FreeSpinsOffer | null> {
  const gift = await findPlayingFreeSpins(db, userId, currency, game);
  if (!gift || gift.validUntil <= now) return null;
  const left = (gift.freespinsTotal ?? 0) - gift.freespinsPerformed;
  return left > 0 ? { giftId: gift.id, stakeCents: gift.freespinsStakeCents ?? 0, left } : null;
}

/**
 * Takes one spin of the gift for the round `roundRef`: under the account lock, while spins are
 * left and the gift plays. Answers the stake and the spins left after it, or null (none left,
 * ended, another player's). A repeat of the same round answers its first claim.
 */
export async function claimFreeSpin(
  deps: Deps,
  claim: { userId: number; currency: string; giftId: number; roundRef: string },
): Promise<{ stakeCents: number; left: number } | null> {
  return withWalletAccount(deps, claim.userId, claim.currency, async (wallet) => {
    const gift = await findGift(wallet.tx, claim.giftId);
    if (!gift || gift.userId !== claim.userId || gift.kind !== 'freespins') return null;
    const total = gift.freespinsTotal ?? 0;
    const first = await wallet.move({
      kind: 'freespin',
      idempotencyKey: `freespin:${gift.id}:${claim.roundRef}:claim`,
      realCents: 0,
      bonusCents: 0,
      systemAccount: 'bonus',
    });
    if (!first) return { stakeCents: gift.freespinsStakeCents ?? 0, left: total - gift.freespinsPerformed };
    if (gift.stage !== 'handle_bets' || gift.validUntil <= wallet.now || gift.freespinsPerformed >= total) {
      throw new NoFreeSpin();
    }
    const taken = await updateGift(wallet.tx, gift.id, { freespinsPerformed: gift.freespinsPerformed + 1 });
    wallet.afterCommit(() => publishGifts(deps, [taken]));
    return { stakeCents: taken.freespinsStakeCents ?? 0, left: total - taken.freespinsPerformed };
  }).catch((error: unknown) => {
    // The marker must not stay behind a refused claim: the transaction rolled it back.
    if (error instanceof NoFreeSpin) return null;
    throw error;
  });
}

class NoFreeSpin extends Error {}

/**
 * Counts a claimed spin's payout on its gift, once per round. The last spin's settlement ends the
 * gift (`finished`) and gives its winnings as a bonus with the offer's wager (none won: nothing).
 */
export async function settleFreeSpin(
  deps: Deps,
  settlement: { userId: number; currency: string; giftId: number; roundRef: string; winCents: number },
): Promise<GiftRow | null> {
  return withWalletAccount(deps, settlement.userId, settlement.currency, async (wallet) => {
    const gift = await findGift(wallet.tx, settlement.giftId);
    if (!gift || gift.userId !== settlement.userId || gift.kind !== 'freespins') return null;
    const first = await wallet.move({
      kind: 'freespin',
      idempotencyKey: `freespin:${gift.id}:${settlement.roundRef}:win`,
      realCents: 0,
      bonusCents: 0,
      systemAccount: 'bonus',
    });
    if (!first) return gift;
    const changed: GiftRow[] = [];
    const settled = gift.freespinsSettled + 1;
    const win = gift.freespinsWinCents + Math.max(0, settlement.winCents);
    const over = settled >= (gift.freespinsTotal ?? 0) && gift.stage === 'handle_bets';
    let updated = await updateGift(wallet.tx, gift.id, {
      freespinsSettled: settled,
      freespinsWinCents: win,
      ...(over ? { stage: 'finished', finishedAt: wallet.now, convertedCents: win } : {}),
    });
    changed.push(updated);
    if (over && win > 0) {
      const offer = gift.offerId === null ? undefined : await findOffer(wallet.tx, gift.offerId);
      if (offer) {
        await issueWithin(
          wallet,
          {
            userId: gift.userId,
            currency: gift.currency,
            // The winnings' bonus: the offer's wager and max win, paid as bonus money.
            offer: {
              ...offer,
              reward: 'bonus',
              wagerMultiplier: gift.freespinsWager ?? offer.wagerMultiplier,
            },
            sourceKey: `freespins:${gift.id}`,
            amountCents: win,
            activate: true,
            countUses: false,
          },
          (g) => changed.push(g),
        );
      }
      updated = (await findGift(wallet.tx, gift.id)) ?? updated;
    }
    wallet.afterCommit(() => publishGifts(deps, changed));
    return updated;
  });
}
