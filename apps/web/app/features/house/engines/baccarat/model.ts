import type { BaccaratBet } from '@orbit/games';
import type { Coup } from '@orbit/games/tables/baccarat';

export const SPOTS = ['player', 'tie', 'banker'] as const;
export type Spot = (typeof SPOTS)[number];

/** Chips on the three spots; only spots with chips go in the bet. */
export function baccaratBet(chips: Readonly<Record<Spot, number>>): BaccaratBet {
  const bet: BaccaratBet = {};
  for (const spot of SPOTS) if (chips[spot] > 0) bet[spot] = chips[spot];
  return bet;
}

export const chipsTotal = (chips: Readonly<Record<Spot, number>>) => chips.player + chips.banker + chips.tie;

/** The coup in a baccarat view (solo round `{bet, coup}`, or a live round's outcome). */
export function coupOf(view: unknown): Coup | null {
  if (typeof view !== 'object' || view === null) return null;
  const candidate = 'coup' in view ? (view as { coup: unknown }).coup : view;
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    !('winner' in candidate) ||
    !('player' in candidate)
  )
    return null;
  return candidate as Coup;
}
