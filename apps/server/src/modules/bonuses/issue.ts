import type { Deps } from '../../deps.ts';
import type { WalletTx } from '../wallet/hooks.ts';
import { withWalletAccount } from '../wallet/service.ts';
import { publishGifts } from './events.ts';
import { activateGift, type GiftChanges } from './lifecycle.ts';
import {
  countOfferUses,
  findGiftBySource,
  findOffer,
  findWageringGift,
  type GiftRow,
  insertGift,
  lockOffer,
  type OfferRow,
} from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Issue {
  userId: number;
  currency: string;
  offer: OfferRow;
  /** Why it is given, unique: a second issue with the same key gives nothing. */
  sourceKey: string;
  /** The bonus money (a bonus gift); free spins take theirs from the offer. */
  amountCents: number;
  /** Start it at once (a deposit bonus the player chose, a coupon) instead of waiting for the player. */
  activate: boolean;
  /** Refuse when the offer's uses are spent (codes); a deposit's or cashback's own key suffices. */
  countUses: boolean;
}

export type IssueOutcome =
  | { gift: GiftRow; fresh: boolean }
  | { refused: 'code_used_up' | 'code_already_used' };

/**
 * Gives a gift from an offer on the player's locked account: once per source key, within the
 * offer's uses (its row locked while they are counted), started at once when asked.
 */
export async function issueWithin(
  wallet: WalletTx,
  issue: Issue,
  changed: GiftChanges,
): Promise<IssueOutcome> {
  const { offer } = issue;
  const existing = await findGiftBySource(wallet.tx, issue.sourceKey);
  if (existing) return { gift: existing, fresh: false };
  if (issue.countUses) {
    await lockOffer(wallet.tx, offer.id);
    const uses = await countOfferUses(wallet.tx, offer.id, issue.userId);
    if (uses.mine >= offer.perPlayer) return { refused: 'code_already_used' };
    if (offer.maxUses !== null && uses.all >= offer.maxUses) return { refused: 'code_used_up' };
  }
  const freespins = offer.reward === 'freespins';
  const now = wallet.now;
  const gift = await insertGift(wallet.tx, {
    userId: issue.userId,
    offerId: offer.id,
    kind: freespins ? 'freespins' : 'bonus',
    sourceKey: issue.sourceKey,
    groupKey: offer.groupKey,
    titles: offer.titles,
    currency: issue.currency,
    stage: 'issued',
    amountCents: freespins ? 0 : issue.amountCents,
    // Real money (a cashback paid as such) has nothing to wager: started, it is real at once.
    wagerRequirementCents:
      freespins || offer.reward === 'real' ? 0 : issue.amountCents * offer.wagerMultiplier,
    maxBetCents: offer.maxBet[issue.currency] ?? null,
    maxWinCents: offer.maxWin[issue.currency] ?? null,
    contributions: offer.contributions,
    activatableUntil: new Date(now.getTime() + offer.activationDays * DAY_MS),
    validUntil: new Date(now.getTime() + offer.validDays * DAY_MS),
    freespinsGame: freespins ? offer.freespinsGame : null,
    freespinsTotal: freespins ? offer.freespinsCount : null,
    freespinsStakeCents: freespins ? (offer.freespinsStakes[issue.currency] ?? null) : null,
    freespinsWager: freespins ? offer.wagerMultiplier : null,
    createdAt: now,
  });
  if (!gift) {
    // The same source raced in: the first one's gift stands.
    const first = await findGiftBySource(wallet.tx, issue.sourceKey);
    if (!first) throw new Error(`gift of ${issue.sourceKey} vanished`);
    return { gift: first, fresh: false };
  }
  changed(gift);
  if (!issue.activate) return { gift, fresh: true };
  const current = await findWageringGift(wallet.tx, issue.userId, issue.currency);
  return { gift: await activateGift(wallet, gift, current, changed), fresh: true };
}

/** Gives a gift in its own transaction on the player's account; its events go out once committed. */
export async function issueGift(deps: Deps, issue: Issue): Promise<IssueOutcome> {
  return withWalletAccount(deps, issue.userId, issue.currency, async (wallet) => {
    const changed: GiftRow[] = [];
    const outcome = await issueWithin(wallet, issue, (gift) => changed.push(gift));
    wallet.afterCommit(() => publishGifts(deps, changed));
    return outcome;
  });
}

export interface Reward {
  userId: number;
  currency: string;
  /**
   * The offer whose terms the gift takes; `terms` overrides some (a lootbox item's wager, max win,
   * spins; an adventure day's activation period).
   */
  offerId: number;
  terms?: Partial<
    Pick<OfferRow, 'wagerMultiplier' | 'maxWin' | 'freespinsCount' | 'titles' | 'groupKey' | 'activationDays'>
  >;
  sourceKey: string;
  amountCents: number;
  activate: boolean;
}

/**
 * Gives a gift inside another module's wallet transaction (a comp-shop purchase, a lootbox prize,
 * an adventure day): once per source key, started when asked, its events sent once committed.
 */
export async function issueRewardWithin(deps: Deps, wallet: WalletTx, reward: Reward): Promise<GiftRow> {
  const offer = await findOffer(wallet.tx, reward.offerId);
  if (!offer) throw new Error(`offer ${reward.offerId} of ${reward.sourceKey} does not exist`);
  const changed: GiftRow[] = [];
  const outcome = await issueWithin(
    wallet,
    {
      userId: reward.userId,
      currency: reward.currency,
      offer: { ...offer, ...reward.terms },
      sourceKey: reward.sourceKey,
      amountCents: reward.amountCents,
      activate: reward.activate,
      countUses: false,
    },
    (gift) => changed.push(gift),
  );
  wallet.afterCommit(() => publishGifts(deps, changed));
  if ('refused' in outcome) throw new Error(`reward ${reward.sourceKey} refused: ${outcome.refused}`);
  return outcome.gift;
}
