import type { LootboxItem } from '@orbit/contract';
import { cash as cashItem, spins as spinsItem } from '../lootbox-items.ts';

/** The wheels' spins: wager 30, max win €5 a spin unless named. */
const spins = (id: number, weight: number, count: number, maxWinEur = count * 5) =>
  spinsItem(id, weight, count, { wager: 30, maxWinEur });

/** The wheels' money: wager 35 unless named, max win ten times the bonus. */
const cash = (id: number, weight: number, eur: number, wager = 35) =>
  cashItem(id, weight, eur, { wager, maxWinEur: eur * 10 });

/** The default wheel: eight segments, weights sum to 100. */
export const WHEEL: LootboxItem[] = [
  spins(1, 30, 10),
  cash(2, 20, 5),
  spins(3, 15, 25),
  cash(4, 12, 10),
  spins(5, 10, 50),
  cash(6, 7, 25),
  spins(7, 5, 100),
  cash(8, 1, 100, 3),
];

/**
 * Group-specific wheels (groups 21, 1308, 1309). Testers (21) spin spec 2 §9's wheel: 10, 20 and
 * 50 free spins weighted 4000, 4000, 2000.
 */
export const WHEEL_SEGMENTS: Record<string, LootboxItem[]> = {
  '21': [spins(101, 4000, 10), spins(102, 4000, 20), spins(103, 2000, 50)],
  '1308': [spins(201, 40, 20), cash(202, 30, 10), spins(203, 20, 50), cash(204, 10, 50)],
  '1309': [cash(301, 40, 5), spins(302, 30, 30), cash(303, 20, 20), spins(304, 10, 150)],
};
