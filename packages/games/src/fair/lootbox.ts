import { FairRandom, type FairSeeds, type HmacSha256 } from './random.ts';

/** One lootbox opening or wheel spin: the number drawn and the item it falls on. */
export interface LootboxDraw {
  /** Uniform in [0, total): the round's first number, `FairRandom.int(total)`. */
  roll: number;
  /** The drawn item's position in the weights. */
  index: number;
  total: number;
}

/** The sum of a lootbox's weights, or an error for weights no draw can use. */
export function totalWeight(weights: readonly number[]): number {
  if (weights.length === 0) throw new Error('weights: empty');
  let total = 0;
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 0) throw new Error(`weights: ${w} is not a whole number ≥ 0`);
    total += w;
  }
  if (total < 1 || total > 2 ** 32) throw new Error(`weights: total ${total} outside 1…2^32`);
  return total;
}

/**
 * The item a roll falls on: items hold consecutive stretches of [0, total) as long as their
 * weights, in order (weights 4000, 4000, 2000: rolls 0…3999 the first, 8000…9999 the last).
 * A weight of 0 holds no stretch, so it is never drawn.
 */
export function itemAtRoll(weights: readonly number[], roll: number): number {
  let left = roll;
  for (let i = 0; i < weights.length; i++) {
    left -= weights[i]!;
    if (left < 0) return i;
  }
  throw new Error(`roll ${roll} is past the weights`);
}

/**
 * A provably-fair weighted pick (a lootbox, a wheel spin, a rocket chance draw): the roll is
 * the first uniform number of HMAC-SHA256(server seed, "client seed:nonce:0") — exactly as a
 * house game's round begins — and the item is the one whose stretch holds it. Anyone with the
 * revealed seeds and the box's weights gets the same item.
 */
export function drawLootbox(
  seeds: FairSeeds,
  weights: readonly number[],
  hmacSha256?: HmacSha256,
): LootboxDraw {
  const total = totalWeight(weights);
  const roll = new FairRandom(seeds, hmacSha256).int(total);
  return { roll, index: itemAtRoll(weights, roll), total };
}
