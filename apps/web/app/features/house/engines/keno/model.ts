import type { KenoState } from '@orbit/games/originals/keno';

export const MAX_PICKS = 10;

export function kenoView(view: unknown): KenoState | null {
  if (typeof view !== 'object' || view === null || !('drawn' in view) || !('picks' in view)) return null;
  return view as KenoState;
}

/** Picking a number toggles it; an 11th pick is refused. */
export function togglePick(picks: readonly number[], n: number): number[] {
  if (picks.includes(n)) return picks.filter((p) => p !== n);
  if (picks.length >= MAX_PICKS) return [...picks];
  return [...picks, n].sort((a, b) => a - b);
}

/** `count` distinct numbers of 1 … pool, from `random` (0 ≤ r < 1) — the quick pick. */
export function quickPick(pool: number, count: number, random: () => number = Math.random): number[] {
  const numbers = Array.from({ length: pool }, (_, i) => i + 1);
  for (let i = 0; i < count && i < pool; i++) {
    const j = i + Math.floor(random() * (pool - i));
    [numbers[i], numbers[j]] = [numbers[j] as number, numbers[i] as number];
  }
  return numbers.slice(0, count).sort((a, b) => a - b);
}
