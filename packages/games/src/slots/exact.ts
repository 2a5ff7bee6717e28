import { evaluateLine } from './evaluate.ts';
import { type ReelSet, reelWindows } from './reels.ts';
import type { SymbolId } from './types.ts';
import { regularSymbols, type SlotVariant } from './variant.ts';

/**
 * Exact expected values, from the reel strips alone (no random draws). Reels stop
 * independently, so:
 * - a line's cell on a reel shows each symbol as often as the strip holds it, whatever the
 *   row: one line's expected pay is a sum over every combination of symbols per reel;
 * - ways pay Π(matching cells) over the reels of a run: the expectation is the product of
 *   each reel's expected matches, times the chance the next reel has none;
 * - scatter counts are the convolution of each reel's count distribution;
 * - free spins: each spin awards on average `a` more, so a trigger of A spins plays
 *   A / (1 − a) spins on average (Wald), each worth the free reels' expected spin;
 * - hold and respin: a small Markov chain (holdExpectation).
 * The round's free-spin cap (`maxFreeSpins`, hundreds) changes nothing at two decimals.
 */

type Distribution = Map<SymbolId, number>;

/** How often each symbol shows in one cell of each reel (any row). */
function cellDistributions(set: ReelSet): Distribution[] {
  return set.strips.map((strip) => {
    const d: Distribution = new Map();
    for (const s of strip) d.set(s, (d.get(s) ?? 0) + 1 / strip.length);
    return d;
  });
}

/** Expected coins of one line (the same for every line). */
function lineExpectation(variant: SlotVariant, set: ReelSet): number {
  const reels = cellDistributions(set).map((d) => [...d.entries()]);
  const cells: SymbolId[] = [];
  let total = 0;
  const walk = (reel: number, p: number) => {
    if (reel === reels.length) {
      total += p * (evaluateLine(cells, variant.rules)?.coins ?? 0);
      return;
    }
    for (const [symbol, q] of reels[reel]!) {
      cells[reel] = symbol;
      walk(reel + 1, p * q);
    }
  };
  walk(0, 1);
  return total;
}

/** Each reel's distribution of how many cells satisfy `match`. */
function countDistributions(set: ReelSet, match: (s: SymbolId) => boolean): number[][] {
  return set.strips.map((_, reel) => {
    const dist: number[] = [];
    for (const { cells, p } of reelWindows(set, reel)) {
      const n = cells.filter(match).length;
      dist[n] = (dist[n] ?? 0) + p;
    }
    return Array.from(dist, (x) => x ?? 0);
  });
}

const mean = (dist: readonly number[]) => dist.reduce((sum, p, n) => sum + p * n, 0);

function convolve(dists: readonly number[][]): number[] {
  let total = [1];
  for (const dist of dists) {
    const next: number[] = new Array(total.length + dist.length - 1).fill(0);
    total.forEach((p, i) => {
      dist.forEach((q, j) => {
        next[i + j]! += p * q;
      });
    });
    total = next;
  }
  return total;
}

function waysExpectation(variant: SlotVariant, set: ReelSet): number {
  const { pays, wilds } = variant.rules;
  let total = 0;
  for (const symbol of regularSymbols(variant)) {
    const table = pays[symbol] ?? [];
    const dists = countDistributions(set, (s) => s === symbol || wilds.has(s));
    let prefix = 1;
    dists.forEach((dist, reel) => {
      prefix *= mean(dist);
      const next = dists[reel + 1];
      total += (table[reel] ?? 0) * prefix * (next ? (next[0] ?? 0) : 1);
    });
  }
  return total;
}

const pick = (table: readonly number[], count: number) =>
  count > 0 ? (table[Math.min(count, table.length) - 1] ?? 0) : 0;

/** Book: each regular symbol equally likely to expand; pays on every line by reels holding it. */
function expandExpectation(variant: SlotVariant, set: ReelSet): number {
  const symbols = regularSymbols(variant);
  let total = 0;
  for (const symbol of symbols) {
    const reels = convolve(
      countDistributions(set, (s) => s === symbol).map((d) => [d[0] ?? 0, 1 - (d[0] ?? 0)]),
    );
    reels.forEach((p, n) => {
      total += p * pick(variant.rules.pays[symbol] ?? [], n) * (variant.lines?.length ?? 1);
    });
  }
  return total / symbols.length;
}

/** Fish: collectors and fish never share a reel, so E[collectors × fish sum] factorises. */
function collectExpectation(variant: SlotVariant, set: ReelSet): number {
  const feature = variant.feature;
  if (feature?.type !== 'collect') return 0;
  const collectors = countDistributions(set, (s) => s === feature.collector);
  const fish = countDistributions(set, (s) => s === feature.fish);
  collectors.forEach((c, reel) => {
    if (mean(c) > 0 && mean(fish[reel]!) > 0) throw new Error('collectors and fish share a reel');
  });
  const totalWeight = feature.values.reduce((sum, v) => sum + v.weight, 0);
  const value = feature.values.reduce((sum, v) => sum + (v.coins * v.weight) / totalWeight, 0);
  return collectors.reduce((s, d) => s + mean(d), 0) * fish.reduce((s, d) => s + mean(d), 0) * value;
}

/**
 * Hold and respin: every coin's value is drawn alike, so only how many cells end filled
 * matters. The chain over (filled cells, respins left) is solved from the full grid down:
 * with m empty cells, k ~ Binomial(m, q) land; any landing resets the respins.
 */
function holdExpectation(variant: SlotVariant, set: ReelSet): { coins: number; trigger: number } {
  const feature = variant.feature;
  if (feature?.type !== 'hold') return { coins: 0, trigger: 0 };
  const cells = set.strips.length * set.rows;
  const q = feature.land[0] / (feature.land[0] + feature.land[1]);
  const respins = feature.respins;
  // filled[n][r], full[n][r]: expected final coins count and chance of a full grid
  const filled: number[][] = [];
  const full: number[][] = [];
  for (let n = cells; n >= 0; n--) {
    filled[n] = [n];
    full[n] = [n === cells ? 1 : 0];
    for (let r = 1; r <= respins; r++) {
      if (n === cells) {
        filled[n]![r] = n;
        full[n]![r] = 1;
        continue;
      }
      const m = cells - n;
      let f = (1 - q) ** m * filled[n]![r - 1]!;
      let g = (1 - q) ** m * full[n]![r - 1]!;
      let binomial = 1;
      for (let k = 1; k <= m; k++) {
        binomial = (binomial * (m - k + 1)) / k;
        const p = binomial * q ** k * (1 - q) ** (m - k);
        f += p * filled[n + k]![respins]!;
        g += p * full[n + k]![respins]!;
      }
      filled[n]![r] = f;
      full[n]![r] = g;
    }
  }
  const totalWeight = feature.values.reduce((sum, v) => sum + v.weight, 0);
  const value = feature.values.reduce((sum, v) => sum + (v.coins * v.weight) / totalWeight, 0);
  let coins = 0;
  let trigger = 0;
  convolve(countDistributions(set, (s) => s === feature.coin)).forEach((p, n) => {
    if (n < feature.trigger) return;
    trigger += p;
    coins += p * (filled[n]![respins]! * value + full[n]![respins]! * feature.grand);
  });
  return { coins, trigger };
}

interface SpinExpectation {
  coins: number;
  /** Free spins awarded per spin, on average. */
  award: number;
  /** Chance a spin awards free spins. */
  trigger: number;
}

function spinExpectation(variant: SlotVariant, set: ReelSet, freeGame: boolean): SpinExpectation {
  let coins = variant.lines
    ? variant.lines.length * lineExpectation(variant, set)
    : waysExpectation(variant, set);
  let award = 0;
  let trigger = 0;
  const scatter = variant.scatter;
  if (scatter) {
    convolve(countDistributions(set, (s) => s === scatter.symbol)).forEach((p, n) => {
      coins += p * pick(scatter.pays, n);
      award += p * pick(scatter.spins, n);
      if (pick(scatter.spins, n) > 0) trigger += p;
    });
  }
  if (freeGame && variant.feature?.type === 'book') coins += expandExpectation(variant, set);
  if (freeGame && variant.feature?.type === 'collect') coins += collectExpectation(variant, set);
  if (!freeGame && variant.feature?.type === 'hold') {
    const hold = holdExpectation(variant, set);
    coins += hold.coins;
    trigger += hold.trigger;
  }
  return { coins, award, trigger };
}

export interface ExactFigures {
  /** Percent. */
  rtp: number;
  /** Percent of the RTP the base game's own wins bring. */
  baseRtp: number;
  /** Chance a round triggers its feature (free spins, hold and respin). */
  featureChance: number;
  /** Free spins a trigger plays on average, retriggers included. */
  freeSpinsPerTrigger: number;
}

/** The exact figures of a variant. */
export function exactFigures(variant: SlotVariant): ExactFigures {
  if (!variant.lines) {
    for (const strip of variant.base.strips.slice(0, 1).concat(variant.free.strips.slice(0, 1))) {
      if (strip.some((s) => variant.rules.wilds.has(s))) throw new Error('ways: a wild on the first reel');
    }
  }
  const base = spinExpectation(variant, variant.base, false);
  const free = spinExpectation(variant, variant.free, true);
  const multiplier = variant.scatter?.multiplier ?? 1;
  if (free.award >= 1) throw new Error('free spins retrigger without end');
  const spinsPerRound = base.award / (1 - free.award);
  const coins = base.coins + spinsPerRound * multiplier * free.coins;
  return {
    rtp: (100 * coins) / variant.coins,
    baseRtp: (100 * base.coins) / variant.coins,
    featureChance: base.trigger,
    freeSpinsPerTrigger: base.award > 0 ? spinsPerRound / base.trigger : 0,
  };
}
