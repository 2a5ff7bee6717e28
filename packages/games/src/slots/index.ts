import type { AnyHouseGame, EngineId } from '../engine.ts';
import { classicEngine } from './classic.ts';
import { linesEngine } from './lines.ts';
import type { SlotLayout } from './slot-engine.ts';
import type { SlotVariant } from './variant.ts';
import { waysEngine } from './ways.ts';

/**
 * Orbit's slots. Three engines (slot-classic, slot-lines, slot-ways), each a single-step
 * SoloGame whose state and view is a `SlotRound`: the base spin's grid (reels as columns,
 * row 0 on top; megaways also give `heights`), every win with its positions and coins, the
 * free spins (each spin's grid and wins) or the hold and respin, and the payout. A win's
 * coins are worth `floor(stake × coins / stakeCoins)` minor units (`coinsToMinor`).
 * `slotLayout(variant)` tells the game page the grid size, the symbols and the paylines.
 */

export { CLASSIC_SYMBOLS, classicEngine } from './classic.ts';
export { BOOK_SYMBOLS, COIN_SYMBOLS, FISH_SYMBOLS, LINES_SYMBOLS, linesEngine } from './lines.ts';
export { LINES_3X3, LINES_5X3 } from './paylines.ts';
export { coinsToMinor } from './play.ts';
export type { SlotGame, SlotLayout } from './slot-engine.ts';
export type * from './types.ts';
export { waysEngine } from './ways.ts';

const engines = [classicEngine, linesEngine, waysEngine];

/** Every slot engine by its id. */
export const slotsGames: Partial<Record<EngineId, AnyHouseGame>> = Object.fromEntries(
  engines.map((e) => [e.engine, e]),
);

/** Every slot variant (the measuring script and the RTP tests walk them). */
export const slotVariants: readonly SlotVariant[] = engines.flatMap((e) => Object.values(e.definitions));

/** What the game page needs to draw a variant, whichever engine runs it. */
export function slotLayout(variant: string): SlotLayout | undefined {
  for (const engine of engines) {
    const layout = engine.layouts[variant];
    if (layout) return layout;
  }
  return undefined;
}
