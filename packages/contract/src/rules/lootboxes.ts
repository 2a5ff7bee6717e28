import type { LootboxItem } from '../config.ts';

/**
 * Lootbox rules both sides use: which boxes are wheel spins, which a player sees (spec 2 §4),
 * and what a drawn item gives in a currency (the server issues it, the pages show it).
 */

/** Lootboxes whose group key starts with `manual_wheel` or `wheel` are spins of the prize wheel. */
export const isWheelSpin = (groupKey: string): boolean =>
  groupKey.startsWith('manual_wheel') || groupKey.startsWith('wheel');

interface BoxLike {
  stage: string;
  group_key: string;
  created_at: string;
}

/** Spec 2 §4: expired boxes are hidden; activated ones only on the (UTC) day they were created. */
export function isLootboxShown(box: BoxLike, now: Date): boolean {
  if (box.stage === 'expired') return false;
  if (box.stage !== 'activated') return true;
  return box.created_at.slice(0, 10) === now.toISOString().slice(0, 10);
}

/** The spins a player has left: issued boxes of a wheel group. */
export const availableWheelSpins = <B extends BoxLike>(boxes: readonly B[]): B[] =>
  boxes.filter((box) => box.stage === 'issued' && isWheelSpin(box.group_key));

/** One gift an item gives: bonus money or free spins, with its wager and max win in the currency. */
export type LootboxPrize =
  | { type: 'bonus'; title: string; amountCents: number; wager: number | null; maxWinCents: number | null }
  | { type: 'freespins'; title: string; count: number; wager: number | null; maxWinCents: number | null };

type Attribute = LootboxItem['bonuses'][number]['attributes'][number];

const attribute = (list: Attribute[], field: string) => list.find((a) => a.field === field)?.value;

/** A whole number attribute (`freespins_count`, `wager`). */
const count = (list: Attribute[], field: string): number | null => {
  const value = attribute(list, field);
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
};

/** A money attribute in the currency (`bonus_amount`, `max_win`: `[{currency, amount_cents}]`). */
const money = (list: Attribute[], field: string, currency: string): number | null => {
  const value = attribute(list, field);
  if (!Array.isArray(value)) return null;
  const amount = value.find((entry) => entry.currency === currency)?.amount_cents;
  return amount !== undefined && Number.isSafeInteger(amount) && amount >= 0 ? amount : null;
};

/**
 * What an item gives in a currency: a prize per bonus (none: a "no prize" item, as rocket chance
 * has). Null when a bonus gives nothing there (no bonus amount in that currency, no spins): such
 * an item cannot be paid and a box in that currency must not draw it.
 */
export function lootboxPrizes(item: LootboxItem, currency: string): LootboxPrize[] | null {
  const prizes: LootboxPrize[] = [];
  for (const bonus of item.bonuses) {
    const wager = count(bonus.result_bonus, 'wager');
    const maxWinCents = money(bonus.result_bonus, 'max_win', currency);
    if (bonus.type === 'bonus') {
      const amountCents = money(bonus.attributes, 'bonus_amount', currency);
      if (!amountCents) return null;
      prizes.push({ type: 'bonus', title: bonus.title, amountCents, wager, maxWinCents });
    } else {
      const spins = count(bonus.attributes, 'freespins_count');
      if (!spins) return null;
      prizes.push({ type: 'freespins', title: bonus.title, count: spins, wager, maxWinCents });
    }
  }
  return prizes;
}

/**
 * The wheel of a player's groups: the segments of the first group `wheel-config-segments` names,
 * else `wheel-config`: the server fills a wheel spin's box by it, the wheel pages show it.
 */
export function wheelFor(
  wheel: readonly LootboxItem[],
  segments: Readonly<Record<string, readonly LootboxItem[]>>,
  groups: readonly number[],
): { items: readonly LootboxItem[]; group: number | null } {
  for (const group of groups) {
    const items = segments[String(group)];
    if (items && items.length > 0) return { items, group };
  }
  return { items: wheel, group: null };
}
