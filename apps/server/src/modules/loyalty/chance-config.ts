import { LootboxItem } from '@orbit/contract';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { internalConfig } from '../config/service.ts';

/**
 * Rocket chance's settings (internal config `rocket_chance`, seeded for every installation, the
 * operator edits them): the coins one draw costs, its title, and the chance table — lootbox
 * items, those without bonuses being "no prize"; the odds are the weights.
 */
export const RocketChanceConfig = z.object({
  points: z.number().int().positive().max(100_000_000),
  titles: z.record(z.string(), z.string().min(1)).refine((titles) => 'en' in titles),
  items: z.array(LootboxItem).min(1).max(100),
});
export type RocketChanceConfig = z.infer<typeof RocketChanceConfig>;

/** The settings, or undefined when the operator has none (or broke them): rocket chance is then closed. */
export async function rocketChanceConfig(deps: Pick<Deps, 'db'>): Promise<RocketChanceConfig | undefined> {
  const parsed = RocketChanceConfig.safeParse(await internalConfig(deps, 'rocketChance'));
  return parsed.success ? parsed.data : undefined;
}
