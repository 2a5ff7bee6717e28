import type { HoldResult, Position, SlotRound, SlotWin, SpinResult } from '@orbit/games/slots/index';

/** A cell's key, `reel:row` (the engine keys coin values the same way). */
export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/** The cells a spin's wins run through. */
export function winningCells(wins: readonly SlotWin[]): Set<string> {
  const cells = new Set<string>();
  for (const win of wins) for (const [reel, row] of win.positions) cells.add(cellKey(reel, row));
  return cells;
}

/** Coins of a win in minor units of the stake: floor(stake × coins / stake coins), as the engine pays. */
export const coinsToCents = (coins: number, round: Pick<SlotRound, 'stake' | 'stakeCoins'>) =>
  round.stakeCoins > 0 ? Math.floor((round.stake * coins) / round.stakeCoins) : 0;

/**
 * One picture of the round's playback: the base spin, each free spin in turn, then each step
 * of a hold-and-respin feature (a grid of the coins held so far).
 */
export type SlotFrame =
  | { kind: 'base'; spin: SpinResult }
  | { kind: 'free'; spin: SpinResult; index: number; total: number; retrigger: number }
  | { kind: 'hold'; grid: (number | null)[][]; step: number; respinsLeft: number };

export function playbackFrames(round: SlotRound): SlotFrame[] {
  const frames: SlotFrame[] = [{ kind: 'base', spin: round.base }];
  const free = round.freeSpins;
  if (free)
    free.spins.forEach((spin, i) => {
      frames.push({ kind: 'free', spin, index: i + 1, total: free.spins.length, retrigger: spin.retrigger });
    });
  if (round.hold) frames.push(...holdFrames(round.hold, round.base));
  return frames;
}

/** The hold feature's grids: the trigger's coins, then each respin adding what landed. */
function holdFrames(hold: HoldResult, base: SpinResult): SlotFrame[] {
  const grid: (number | null)[][] = base.grid.map((reel) => reel.map(() => null));
  const put = (position: Position, coins: number) => {
    const column = grid[position[0]];
    if (column && position[1] < column.length) column[position[1]] = coins;
  };
  for (const coin of hold.start) put(coin.position, coin.coins);
  const snapshot = () => grid.map((reel) => [...reel]);
  const frames: SlotFrame[] = [
    { kind: 'hold', grid: snapshot(), step: 0, respinsLeft: hold.respins[0]?.respinsLeft ?? 0 },
  ];
  hold.respins.forEach((respin, i) => {
    for (const coin of respin.landed) put(coin.position, coin.coins);
    frames.push({ kind: 'hold', grid: snapshot(), step: i + 1, respinsLeft: respin.respinsLeft });
  });
  return frames;
}

/** What a win is, for the list under the reels: the symbol, how many, and on which line or ways. */
export function winParts(win: SlotWin): { key: string; values: Record<string, string | number> } {
  switch (win.kind) {
    case 'line':
      return { key: 'house.slots.wins.line', values: { line: win.line + 1, count: win.count } };
    case 'ways':
      return { key: 'house.slots.wins.ways', values: { ways: win.ways, count: win.count } };
    case 'scatter':
      return { key: 'house.slots.wins.scatter', values: { count: win.count } };
    case 'expand':
      return { key: 'house.slots.wins.expand', values: { count: win.count } };
    case 'collect':
      return { key: 'house.slots.wins.collect', values: { count: win.count } };
  }
}
