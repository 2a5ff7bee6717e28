/**
 * The prize wheel's pure rules: which wheel a player sees, and the rotation that brings a drawn
 * segment under the pointer.
 */

export { wheelFor } from '@orbit/contract';

/** Each segment's share of the draws, in percent (weights 4000/4000/2000 → 40, 40, 20). */
export function oddsPercent(items: readonly { weight: number }[]): number[] {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
  return items.map((item) => (total > 0 ? (Math.max(0, item.weight) * 100) / total : 0));
}

/** Full turns a spin makes before it settles. */
export const SPIN_TURNS = 6;

/**
 * The wheel's rotation (degrees, clockwise) after a spin that lands on segment `index` of `count`
 * equal segments drawn clockwise from the top, the pointer at the top: at least `turns` full
 * turns past `from`, the segment's middle (moved by `offset`, −0.5…0.5 of a segment) under the
 * pointer. Always more than `from`, so the wheel only turns forward.
 */
export function landingRotation(from: number, index: number, count: number, turns = SPIN_TURNS, offset = 0) {
  const segment = 360 / count;
  const target = (360 - (index + 0.5 + offset * 0.8) * segment) % 360;
  const current = ((from % 360) + 360) % 360;
  const forward = (target - current + 360) % 360;
  return from + turns * 360 + forward;
}

/** Where a rotation leaves the pointer: the segment under the top of the wheel. */
export function segmentAtPointer(rotation: number, count: number): number {
  const segment = 360 / count;
  const angle = (((-rotation % 360) + 360) % 360) / segment;
  return Math.floor(angle) % count;
}

/** A small, repeatable offset for a draw so the pointer does not always stop dead centre. */
export const landingOffset = (roll: number) => ((roll % 97) / 97 - 0.5) * 0.6;
