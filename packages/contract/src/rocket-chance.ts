import { z } from 'zod';
import { LootboxItem } from './config.ts';
import { CompPoints, Lootbox } from './loyalty.ts';

/**
 * Rocket chance (`/rocket-chance`): comp coins for one provably-fair draw from a chance table.
 * Each draw is a lootbox of group `chance`, issued and opened at once under the player's seed
 * pair (`ROCKET_CHANCE_GROUP`); items without bonuses are "no prize".
 */

/** `GET /api/rocket_chance`: what one draw costs and what it may give (the odds are the weights). */
export const RocketChance = z.object({
  title: z.string(),
  points: z.number().int(),
  items: z.array(LootboxItem),
});
export type RocketChance = z.infer<typeof RocketChance>;

/** `POST /api/rocket_chance/draws` (an `Idempotency-Key` header makes a retry safe): the opened box. */
export const RocketChanceDraw = z.object({
  lootbox: Lootbox,
  comp_points: CompPoints,
});
export type RocketChanceDraw = z.infer<typeof RocketChanceDraw>;
