import type { Coup } from '@orbit/games/tables/baccarat';

export const GAME_SHOW_SEGMENTS = ['1', '2', '5', '10', '20', '40'] as const;

export type LiveResult =
  | { game: 'roulette'; pocket: number }
  | { game: 'baccarat'; coup: Coup }
  | { game: 'game-show'; segment: string; pocket: number };

/** A live round's outcome as the settled event carries it. */
export function liveResult(outcome: unknown): LiveResult | null {
  if (typeof outcome !== 'object' || outcome === null) return null;
  const game = (outcome as { game?: unknown }).game;
  if (game === 'roulette' || game === 'baccarat' || game === 'game-show') return outcome as LiveResult;
  return null;
}

/** Game-show chips: one entry per segment with an amount. */
export function gameShowBet(chips: Readonly<Record<string, number>>) {
  return {
    bets: GAME_SHOW_SEGMENTS.filter((s) => (chips[s] ?? 0) > 0).map((segment) => ({
      segment,
      amount: chips[segment] as number,
    })),
  };
}
