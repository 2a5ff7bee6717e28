import type { FairRandom } from '../fair/random.ts';
import { evaluateLines, evaluateScatter, evaluateWays, positionsOf } from './evaluate.ts';
import { drawGrid, type ReelSet } from './reels.ts';
import type {
  FreeSpinsResult,
  Grid,
  HoldRespin,
  HoldResult,
  Position,
  SlotRound,
  SlotWin,
  SpinResult,
  SymbolId,
} from './types.ts';
import { type HoldFeature, regularSymbols, type SlotVariant, type WeightedValue } from './variant.ts';

const key = (reel: number, row: number) => `${reel}:${row}`;

function drawValue(random: FairRandom, values: readonly WeightedValue[]): number {
  return values[random.weighted(values.map((v) => v.weight))]!.coins;
}

/** Values of the coin / fish cells, drawn in grid order right after the grid. */
function drawValues(
  random: FairRandom,
  variant: SlotVariant,
  grid: Grid,
): Record<string, number> | undefined {
  const feature = variant.feature;
  if (!feature || feature.type === 'book') return undefined;
  const symbol = feature.type === 'hold' ? feature.coin : feature.fish;
  const values: Record<string, number> = {};
  for (const [reel, row] of positionsOf(grid, symbol))
    values[key(reel, row)] = drawValue(random, feature.values);
  return values;
}

/** Book free spins: the expanding symbol on n reels (anywhere on them) pays on every line. */
function expandWin(variant: SlotVariant, grid: Grid, symbol: SymbolId, multiplier: number): SlotWin | null {
  const reels = grid.flatMap((cells, reel) => (cells.includes(symbol) ? [reel] : []));
  const pay = variant.rules.pays[symbol]?.[reels.length - 1] ?? 0;
  if (reels.length === 0 || pay === 0) return null;
  const positions: Position[] = reels.flatMap((reel) => grid[reel]!.map((_, row) => [reel, row] as const));
  const coins = pay * (variant.lines?.length ?? 1) * multiplier;
  return { kind: 'expand', symbol, count: reels.length, positions, coins };
}

/** Fish free spins: every collector takes the sum of the fish values on the grid. */
function collectWin(
  grid: Grid,
  collector: SymbolId,
  values: Record<string, number> | undefined,
  multiplier: number,
): SlotWin | null {
  const collectors = positionsOf(grid, collector);
  const fish = Object.values(values ?? {}).reduce((a, b) => a + b, 0);
  if (collectors.length === 0 || fish === 0) return null;
  return {
    kind: 'collect',
    symbol: collector,
    count: collectors.length,
    positions: collectors,
    coins: fish * collectors.length * multiplier,
  };
}

interface Spin extends SpinResult {
  /** Free spins this spin awards. */
  award: number;
}

function spin(
  random: FairRandom,
  variant: SlotVariant,
  reels: ReelSet,
  multiplier: number,
  freeGame: { expanding?: SymbolId } | null,
): Spin {
  const { grid, heights } = drawGrid(random, reels);
  const values = drawValues(random, variant, grid);
  const wins = variant.lines
    ? evaluateLines(grid, variant.lines, variant.rules, multiplier)
    : evaluateWays(grid, variant.rules, multiplier);
  let award = 0;
  if (variant.scatter) {
    const { win, count } = evaluateScatter(grid, variant.scatter.symbol, variant.scatter.pays, multiplier);
    if (win) wins.push(win);
    award = count > 0 ? (variant.scatter.spins[Math.min(count, variant.scatter.spins.length) - 1] ?? 0) : 0;
  }
  if (freeGame?.expanding) {
    const win = expandWin(variant, grid, freeGame.expanding, multiplier);
    if (win) wins.push(win);
  }
  if (freeGame && variant.feature?.type === 'collect') {
    const win = collectWin(grid, variant.feature.collector, values, multiplier);
    if (win) wins.push(win);
  }
  const coins = wins.reduce((sum, w) => sum + w.coins, 0);
  return {
    grid,
    ...(heights ? { heights } : {}),
    ...(values ? { values } : {}),
    wins,
    multiplier,
    coins,
    award,
  };
}

function stripAward({ award: _award, ...result }: Spin): SpinResult {
  return result;
}

/** Plays the awarded spins; retriggers add theirs, up to the variant's maximum per round. */
function runFreeSpins(random: FairRandom, variant: SlotVariant, awarded: number): FreeSpinsResult {
  const multiplier = variant.scatter?.multiplier ?? 1;
  const expanding = variant.feature?.type === 'book' ? random.pick(regularSymbols(variant)) : undefined;
  let total = Math.min(awarded, variant.maxFreeSpins);
  const spins: FreeSpinsResult['spins'] = [];
  for (let i = 0; i < total; i++) {
    const result = spin(random, variant, variant.free, multiplier, expanding ? { expanding } : {});
    const retrigger = Math.min(result.award, variant.maxFreeSpins - total);
    total += retrigger;
    spins.push({ ...stripAward(result), retrigger });
  }
  return {
    awarded: total,
    multiplier,
    ...(expanding ? { expanding } : {}),
    spins,
    coins: spins.reduce((sum, s) => sum + s.coins, 0),
  };
}

/** Hold and respin: coins stay; each respin fills empty cells; a new coin resets the respins. */
function runHold(random: FairRandom, feature: HoldFeature, base: SpinResult): HoldResult {
  const filled = new Map<string, number>();
  const start: HoldResult['start'] = [];
  for (const [reel, row] of positionsOf(base.grid, feature.coin)) {
    const coins = base.values?.[key(reel, row)] ?? 0;
    filled.set(key(reel, row), coins);
    start.push({ position: [reel, row], coins });
  }
  const cells = base.grid.flatMap((column, reel) => column.map((_, row) => [reel, row] as const));
  const respins: HoldRespin[] = [];
  let left = feature.respins;
  while (left > 0 && filled.size < cells.length) {
    left--;
    const landed: HoldRespin['landed'] = [];
    for (const [reel, row] of cells) {
      if (filled.has(key(reel, row))) continue;
      if (random.weighted(feature.land) !== 0) continue;
      const coins = drawValue(random, feature.values);
      filled.set(key(reel, row), coins);
      landed.push({ position: [reel, row], coins });
    }
    if (landed.length > 0) left = feature.respins;
    respins.push({ landed, respinsLeft: left });
  }
  const grand = filled.size === cells.length ? feature.grand : 0;
  const coins = [...filled.values()].reduce((a, b) => a + b, 0) + grand;
  return { start, respins, grand, coins };
}

/** A whole round: the base spin, then whatever feature it triggers, all from `random`. */
export function playRound(random: FairRandom, variant: SlotVariant, stake: number): SlotRound {
  const result = spin(random, variant, variant.base, 1, null);
  const base = stripAward(result);
  const freeSpins = result.award > 0 ? runFreeSpins(random, variant, result.award) : null;
  const feature = variant.feature;
  const hold =
    feature?.type === 'hold' && positionsOf(base.grid, feature.coin).length >= feature.trigger
      ? runHold(random, feature, base)
      : null;
  const coins = base.coins + (freeSpins?.coins ?? 0) + (hold?.coins ?? 0);
  return {
    variant: variant.id,
    stake,
    stakeCoins: variant.coins,
    base,
    freeSpins,
    hold,
    coins,
    payout: coinsToMinor(stake, coins, variant.coins),
  };
}

/** floor(stake × coins / stakeCoins), exact for any safe stake. */
export function coinsToMinor(stake: number, coins: number, stakeCoins: number): number {
  return Number((BigInt(stake) * BigInt(coins)) / BigInt(stakeCoins));
}
