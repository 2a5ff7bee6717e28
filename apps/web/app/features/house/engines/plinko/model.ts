import type { PlinkoState } from '@orbit/games/originals/plinko';

export function plinkoView(view: unknown): PlinkoState | null {
  if (typeof view !== 'object' || view === null || !('path' in view) || !('slot' in view)) return null;
  return view as PlinkoState;
}

/**
 * The ball's place after `step` rows of `path`, as a fraction of the board's width (0–1):
 * it starts in the middle and moves half a slot left or right at each peg.
 */
export function ballX(path: readonly boolean[], step: number, rows: number): number {
  let rights = 0;
  const taken = Math.min(step, path.length);
  for (let i = 0; i < taken; i++) if (path[i]) rights += 1;
  const slots = rows + 1;
  return (rights - taken / 2 + rows / 2 + 0.5) / slots;
}
