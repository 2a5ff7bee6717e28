import type { FairRandom } from '../fair/random.ts';
import type { Grid, ReelCounts, SymbolId } from './types.ts';

/**
 * A reel strip from symbol counts, spread evenly (smooth weighted round-robin: each step
 * every symbol gains its count, the richest is placed and pays the strip length), so equal
 * symbols are not clumped together, except `stacks`: a stacked symbol is placed in blocks of
 * that many (its count must be a multiple). Deterministic: the strip is part of the paytable.
 */
export function buildStrip(counts: ReelCounts, stacks: Readonly<Record<SymbolId, number>> = {}): SymbolId[] {
  const entries = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([symbol, n]): [SymbolId, number] => {
      const stack = stacks[symbol] ?? 1;
      if (n % stack !== 0) throw new Error(`${symbol}: ${n} is not a multiple of its stack ${stack}`);
      return [symbol, n / stack];
    });
  const length = entries.reduce((sum, [, n]) => sum + n, 0);
  const credit = entries.map(() => 0);
  const strip: SymbolId[] = [];
  for (let step = 0; step < length; step++) {
    let best = 0;
    for (let i = 0; i < entries.length; i++) {
      credit[i]! += entries[i]![1];
      if (credit[i]! > credit[best]!) best = i;
    }
    credit[best]! -= length;
    const symbol = entries[best]![0];
    for (let i = 0; i < (stacks[symbol] ?? 1); i++) strip.push(symbol);
  }
  return strip;
}

/**
 * A set of reels: fixed `rows`, or (megaways) a height per spin drawn from `heightWeights`,
 * the weight of height `minHeight + i` at index i.
 */
export interface ReelSet {
  strips: SymbolId[][];
  rows: number;
  minHeight?: number;
  heightWeights?: readonly number[];
}

export function reelSet(
  reels: readonly ReelCounts[],
  rows: number,
  heights?: { min: number; weights: readonly number[] },
  stacks: Readonly<Record<SymbolId, number>> = {},
): ReelSet {
  return {
    strips: reels.map((counts) => buildStrip(counts, stacks)),
    rows,
    ...(heights ? { minHeight: heights.min, heightWeights: heights.weights } : {}),
  };
}

/** The window of `height` symbols from `stop` down, wrapping round the strip. */
export function windowAt(strip: readonly SymbolId[], stop: number, height: number): SymbolId[] {
  const cells: SymbolId[] = [];
  for (let row = 0; row < height; row++) cells.push(strip[(stop + row) % strip.length]!);
  return cells;
}

/** Draws each reel in order: its height (megaways) then its stop, uniform over the strip. */
export function drawGrid(random: FairRandom, set: ReelSet): { grid: Grid; heights?: number[] } {
  const grid: Grid = [];
  const heights: number[] = [];
  for (const strip of set.strips) {
    const height = set.heightWeights ? (set.minHeight ?? 1) + random.weighted(set.heightWeights) : set.rows;
    heights.push(height);
    grid.push(windowAt(strip, random.int(strip.length), height));
  }
  return set.heightWeights ? { grid, heights } : { grid };
}

/** Every window a reel can show with its probability (the exact RTP sums over these). */
export function reelWindows(set: ReelSet, reel: number): { cells: SymbolId[]; p: number }[] {
  const strip = set.strips[reel]!;
  const out: { cells: SymbolId[]; p: number }[] = [];
  const weights = set.heightWeights ?? [1];
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  weights.forEach((weight, i) => {
    if (weight === 0) return;
    const height = set.heightWeights ? (set.minHeight ?? 1) + i : set.rows;
    for (let stop = 0; stop < strip.length; stop++) {
      out.push({ cells: windowAt(strip, stop, height), p: weight / totalWeight / strip.length });
    }
  });
  return out;
}
