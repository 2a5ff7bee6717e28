import type { Payline } from './types.ts';

/** The five lines of a 3×3 fruit machine: the rows, then the two diagonals. */
export const LINES_3X3: readonly Payline[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** 5×3 paylines (row per reel, 0 on top); a variant with n lines plays the first n. */
export const LINES_5X3: readonly Payline[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 1, 2, 0],
  [2, 0, 1, 0, 2],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 2, 2, 2],
  [2, 1, 0, 0, 0],
  [0, 0, 0, 1, 2],
  [2, 2, 2, 1, 0],
  [1, 1, 1, 0, 0],
  [1, 1, 1, 2, 2],
  [0, 0, 1, 1, 1],
  [2, 2, 1, 1, 1],
  [0, 1, 1, 1, 1],
  [2, 1, 1, 1, 1],
  [1, 0, 0, 1, 2],
];

export const firstLines = (n: number): readonly Payline[] => {
  if (n > LINES_5X3.length) throw new Error(`only ${LINES_5X3.length} lines defined`);
  return LINES_5X3.slice(0, n);
};
