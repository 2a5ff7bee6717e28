import type { BlackjackView } from '@orbit/games/tables/blackjack';

export type BlackjackMove = BlackjackView['actions'][number];

/** The order the moves are offered in. */
export const MOVES: readonly BlackjackMove[] = ['hit', 'stand', 'double', 'split'];

const EMPTY: BlackjackView = {
  dealer: [],
  dealerTotal: null,
  hands: [],
  active: null,
  actions: [],
  results: [],
};

/** A round's blackjack view, or an empty table when the view is not one. */
export function blackjackView(view: unknown): BlackjackView {
  if (typeof view !== 'object' || view === null || !('hands' in view) || !('dealer' in view)) return EMPTY;
  return view as BlackjackView;
}

/** `soft 17` / `21`: how a hand's total reads. */
export function totalLabelKey(hand: {
  total: number;
  soft: boolean;
}): 'house.blackjack.soft' | 'house.blackjack.hard' {
  return hand.soft && hand.total <= 21 ? 'house.blackjack.soft' : 'house.blackjack.hard';
}
