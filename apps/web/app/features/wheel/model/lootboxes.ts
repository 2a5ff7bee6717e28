import {
  availableWheelSpins,
  isLootboxShown,
  type Lootbox,
  type LootboxPrize,
  lootboxPrizes,
} from '@orbit/contract';

/** A box's change into a list (a `lootboxes_changes` event, an opening): replaced, or new ones first. */
export function upsertLootbox(list: Lootbox[] | undefined, box: Lootbox): Lootbox[] | undefined {
  if (!list) return list;
  if (!list.some((entry) => entry.id === box.id)) return [box, ...list];
  return list.map((entry) => (entry.id === box.id ? box : entry));
}

/** Spec 2 §4's visible boxes (a box that expired while the page was open disappears). */
export const visibleLootboxes = (boxes: readonly Lootbox[], now: Date): Lootbox[] =>
  boxes.filter((box) => isLootboxShown(box, now));

/** The wheel spins the player has left, oldest first (the one about to expire goes first). */
export const spinsLeft = (boxes: readonly Lootbox[]): Lootbox[] =>
  availableWheelSpins(boxes).sort((a, b) => a.valid_until.localeCompare(b.valid_until) || a.id - b.id);

/** The item an opened box gave (the one marked `prize`), with its position. */
export function wonItem(box: Lootbox) {
  const index = box.items.findIndex((item) => item.prize);
  return index < 0 ? null : { index, item: box.items[index]! };
}

/** What the won item gives in the box's currency; [] for a "no prize" item, null if it gives nothing there. */
export function prizesOf(box: Lootbox): LootboxPrize[] | null {
  const won = wonItem(box);
  return won ? lootboxPrizes(won.item, box.currency) : null;
}
