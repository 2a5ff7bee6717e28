import type { BonusOffer, Player } from '@orbit/contract';
import { playerGroups } from '@orbit/contract';

/** What an offer card says, for one currency; null where the offer does not say it. */
export interface OfferTerms {
  /** The smallest deposit that takes the offer. */
  minDepositCents: number | null;
  /** The most bonus money the offer gives ("up to"). */
  capCents: number | null;
  /** Wager multiplier of the bonus money. */
  wager: number | null;
  freespins: number | null;
}

type Bonus = BonusOffer['bonuses'][number];

/** An offer's entry (`{field, type?, value}`): conditions are typed, attributes and results are not. */
interface Entry {
  field: string;
  type?: string;
  value: unknown;
}

const isEntry = (item: unknown): item is Entry =>
  typeof item === 'object' && item !== null && typeof (item as { field?: unknown }).field === 'string';

/** A `[{currency, amount_cents}]` value's amount in `currency`, or null. */
function amountIn(value: unknown, currency: string): number | null {
  if (!Array.isArray(value)) return null;
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const money = item as { currency?: unknown; amount_cents?: unknown };
    if (money.currency === currency && typeof money.amount_cents === 'number') return money.amount_cents;
  }
  return null;
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const entries = (list: readonly unknown[]): Entry[] => list.filter(isEntry);

/**
 * The terms of an offer in the player's currency, read from its first bonus the way the configs
 * write them: the minimum deposit is the `amount`/`min` condition, the cap the `bonus_amount`
 * attribute, free spins the `freespins_count` attribute, the wager the `wager` result.
 */
export function offerTerms(offer: BonusOffer, currency: string): OfferTerms {
  const bonus: Bonus | undefined = offer.bonuses[0];
  if (!bonus) return { minDepositCents: null, capCents: null, wager: null, freespins: null };
  const condition = bonus.conditions.find((c) => c.field === 'amount' && c.type === 'min');
  const attributes = entries(bonus.attributes);
  const results = entries(bonus.result_bonus);
  return {
    minDepositCents: condition ? amountIn(condition.value, currency) : null,
    capCents: amountIn(attributes.find((a) => a.field === 'bonus_amount')?.value, currency),
    wager: count(results.find((r) => r.field === 'wager')?.value),
    freespins: count(attributes.find((a) => a.field === 'freespins_count')?.value),
  };
}

/** The reference's rule: an offer without a type of its first bonus is not shown. */
export const isShowableOffer = (offer: BonusOffer): boolean => Boolean(offer.bonuses[0]?.type);

/** The title a card shows: the offer's own, else its first bonus's. */
export const offerTitle = (offer: BonusOffer): string => offer.title || offer.bonuses[0]?.title || '';

/**
 * The `additional-gifts` config's gifts for this player (spec 1 §6): only when the player can
 * issue bonuses, has no deposit bonus code and is not multi-account; one per group the player is in.
 * A gift the server already lists as an offer to take (same group key or id) is not shown twice.
 */
export function additionalGiftsFor(
  config: Readonly<Record<string, BonusOffer>>,
  player: Player,
  bonusesAvailable: boolean,
  listed: readonly BonusOffer[] = [],
): BonusOffer[] {
  if (!player.can_issue_bonuses || player.deposit_bonus_code || !bonusesAvailable) return [];
  const groups = new Set(playerGroups(player).map(String));
  const taken = new Set(listed.flatMap((offer) => [offer.id, offer.group_key ?? '']).filter(Boolean));
  return Object.entries(config)
    .filter(([group, gift]) => groups.has(group) && isShowableOffer(gift))
    .map(([, gift]) => gift)
    .filter((gift) => !taken.has(gift.id) && !(gift.group_key && taken.has(gift.group_key)));
}
