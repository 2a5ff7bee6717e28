import type { DiceBet } from '@orbit/games';

/** Rolls are 0–9999, shown as 0.00–99.99. */
export const DICE_OUTCOMES = 10_000;
/** Win chances the engine accepts: 100 to 9,800 winning rolls (1 % to 98 %). */
const MIN_WINNING = 100;
const MAX_WINNING = 9_800;

/** The targets a side accepts: under 100–9800, over 199–9899. */
export function targetRange(over: boolean): { min: number; max: number } {
  return over
    ? { min: DICE_OUTCOMES - 1 - MAX_WINNING, max: DICE_OUTCOMES - 1 - MIN_WINNING }
    : { min: MIN_WINNING, max: MAX_WINNING };
}

/** The chance to win, 0–1: `over` wins on roll > target, under on roll < target. */
export function winChance(target: number, over: boolean): number {
  return over ? (DICE_OUTCOMES - 1 - target) / DICE_OUTCOMES : target / DICE_OUTCOMES;
}

/** What a win pays per unit staked at the game's RTP (percent), to 4 decimals, rounded down. */
export function diceMultiplier(rtp: number, target: number, over: boolean): number {
  const chance = winChance(target, over);
  if (chance <= 0) return 0;
  return Math.floor((rtp / 100 / chance) * 10_000) / 10_000;
}

/** `4217` → `42.17`. */
export const formatRoll = (roll: number) => (roll / 100).toFixed(2);

/** Switching under ↔ over keeps the same win chance by mirroring the target. */
export const mirrorTarget = (target: number) => DICE_OUTCOMES - 1 - target;

export const diceBet = (stake: number, target: number, over: boolean): DiceBet => ({ stake, target, over });
