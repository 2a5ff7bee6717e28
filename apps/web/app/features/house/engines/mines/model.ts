import type { MinesView } from '@orbit/games/originals/mines';

export const MINES_MIN = 1;
export const MINES_MAX = 24;

export function minesView(view: unknown): MinesView | null {
  if (typeof view !== 'object' || view === null || !('revealed' in view) || !('outcome' in view)) return null;
  return view as MinesView;
}

export type CellState = 'hidden' | 'safe' | 'mine' | 'hit';

/** What a cell shows: hidden, a found gem, a mine (revealed at the end) or the mine that was hit. */
export function cellState(view: MinesView | null, cell: number): CellState {
  if (!view) return 'hidden';
  const revealed = view.revealed.includes(cell);
  const mined = view.field?.includes(cell) ?? false;
  if (revealed && mined) return 'hit';
  if (revealed) return 'safe';
  if (mined) return 'mine';
  return 'hidden';
}
