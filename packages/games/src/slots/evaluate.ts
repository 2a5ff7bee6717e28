import type { Grid, Payline, PayTable, Position, SlotWin, SymbolId } from './types.ts';

/** What pays: the paytable (in coins, index = count − 1) and which symbols substitute. */
export interface PayRules {
  pays: PayTable;
  wilds: ReadonlySet<SymbolId>;
}

function payOf(pays: PayTable, symbol: SymbolId, count: number): number {
  return count > 0 ? (pays[symbol]?.[count - 1] ?? 0) : 0;
}

/**
 * One line read left to right: the leading wilds pay as wilds (if wilds have pays), or as
 * the first other symbol they run into, whichever pays more. Symbols without pays
 * (scatters, coins, fish) break the line.
 */
export function evaluateLine(
  cells: readonly SymbolId[],
  rules: PayRules,
): { symbol: SymbolId; count: number; coins: number } | null {
  let wildRun = 0;
  while (wildRun < cells.length && rules.wilds.has(cells[wildRun]!)) wildRun++;
  const wildSymbol = cells[0]!;
  const wildCoins = wildRun > 0 ? payOf(rules.pays, wildSymbol, wildRun) : 0;

  let best = wildCoins > 0 ? { symbol: wildSymbol, count: wildRun, coins: wildCoins } : null;
  if (wildRun < cells.length) {
    const symbol = cells[wildRun]!;
    if (rules.pays[symbol]) {
      let count = wildRun + 1;
      while (count < cells.length && (cells[count] === symbol || rules.wilds.has(cells[count]!))) count++;
      const coins = payOf(rules.pays, symbol, count);
      if (coins > 0 && (!best || coins >= best.coins)) best = { symbol, count, coins };
    }
  }
  return best;
}

/** Every paying line of a grid; `coins` of each win are the paytable's times `multiplier`. */
export function evaluateLines(
  grid: Grid,
  lines: readonly Payline[],
  rules: PayRules,
  multiplier = 1,
): SlotWin[] {
  const wins: SlotWin[] = [];
  lines.forEach((rows, line) => {
    const cells = rows.map((row, reel) => grid[reel]![row]!);
    const win = evaluateLine(cells, rules);
    if (!win) return;
    const positions: Position[] = rows.slice(0, win.count).map((row, reel) => [reel, row] as const);
    wins.push({ kind: 'line', line, ...win, positions, coins: win.coins * multiplier });
  });
  return wins;
}

/**
 * Ways: each regular symbol on the first reel pays for every path through adjacent reels
 * (from the left) holding it or a wild; ways = product of the matching cells per reel.
 * Wilds never stand on the first reel (the paytables keep them off it).
 */
export function evaluateWays(grid: Grid, rules: PayRules, multiplier = 1): SlotWin[] {
  const wins: SlotWin[] = [];
  const firstReel = new Set(grid[0] ?? []);
  for (const symbol of firstReel) {
    if (!rules.pays[symbol] || rules.wilds.has(symbol)) continue;
    let ways = 1;
    let count = 0;
    const positions: Position[] = [];
    for (let reel = 0; reel < grid.length; reel++) {
      let matches = 0;
      grid[reel]!.forEach((cell, row) => {
        if (cell === symbol || rules.wilds.has(cell)) {
          matches++;
          positions.push([reel, row]);
        }
      });
      if (matches === 0) break;
      ways *= matches;
      count++;
    }
    const coins = payOf(rules.pays, symbol, count) * ways;
    if (coins > 0) wins.push({ kind: 'ways', symbol, count, ways, positions, coins: coins * multiplier });
  }
  return wins;
}

/** Every cell holding `symbol`. */
export function positionsOf(grid: Grid, symbol: SymbolId): Position[] {
  const out: Position[] = [];
  grid.forEach((cells, reel) => {
    cells.forEach((cell, row) => {
      if (cell === symbol) out.push([reel, row]);
    });
  });
  return out;
}

/** Scatters pay anywhere by their count (coins, index = count − 1). */
export function evaluateScatter(
  grid: Grid,
  symbol: SymbolId,
  pays: readonly number[],
  multiplier = 1,
): { win: SlotWin | null; count: number } {
  const positions = positionsOf(grid, symbol);
  const coins = positions.length > 0 ? (pays[Math.min(positions.length, pays.length) - 1] ?? 0) : 0;
  return {
    count: positions.length,
    win:
      coins > 0
        ? { kind: 'scatter', symbol, count: positions.length, positions, coins: coins * multiplier }
        : null,
  };
}
