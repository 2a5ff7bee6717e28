import type { BlackjackAction, BlackjackBet, MinorUnits, SoloGame } from '../engine.ts';
import { type Card, dealFromShoe, rankOf } from './cards.ts';
import { fail, isRecord, ok, parseStakeOnly } from './input.ts';

export const BLACKJACK_DECKS = 6;
/**
 * Cards a round can use at most: every card but the last of each of the (at most three) hands
 * holds ≤ 20 hard points, 60 in all; the smallest 60 points in 6 decks are 24 aces and 18 twos
 * (42 cards), plus each hand's last card: 45. 52 covers it.
 */
export const BLACKJACK_CARDS_PER_ROUND = 52;

/** Ace 1 (counted 11 when that does not bust), two to nine face value, ten and court cards 10. */
export const blackjackValue = (card: Card) => Math.min(rankOf(card) + 1, 10);

export function handTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  let hard = 0;
  let aces = 0;
  for (const c of cards) {
    hard += blackjackValue(c);
    if (blackjackValue(c) === 1) aces += 1;
  }
  const soft = aces > 0 && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && handTotal(cards).total === 21;

export interface BlackjackHand {
  cards: Card[];
  stake: MinorUnits;
  doubled: boolean;
  /** A hand of a split pair of aces: one card each, no more actions. */
  splitAces: boolean;
  finished: boolean;
}

export interface BlackjackState {
  /** The round's cards in the order they are dealt (drawn in `start`; hidden from the player). */
  shoe: Card[];
  next: number;
  dealer: Card[];
  hands: BlackjackHand[];
  /** The hand being played; hands.length once the player is done. */
  active: number;
  /** Per hand, once done. */
  results: ('blackjack' | 'win' | 'push' | 'lose')[];
}

export interface BlackjackView {
  /** The hole card is null until the round is over. */
  dealer: (Card | null)[];
  dealerTotal: number | null;
  hands: { cards: Card[]; total: number; soft: boolean; stake: MinorUnits; doubled: boolean }[];
  active: number | null;
  actions: BlackjackAction['type'][];
  results: BlackjackState['results'];
}

const draw = (state: BlackjackState): Card => {
  const card = state.shoe[state.next];
  if (card === undefined) throw new Error('blackjack: shoe exhausted');
  state.next += 1;
  return card;
};

const clone = (s: BlackjackState): BlackjackState => ({
  ...s,
  dealer: [...s.dealer],
  hands: s.hands.map((h) => ({ ...h, cards: [...h.cards] })),
  results: [...s.results],
});

/** The actions the active hand allows. */
export function allowedActions(state: BlackjackState): BlackjackAction['type'][] {
  const hand = state.hands[state.active];
  if (!hand || hand.finished) return [];
  const out: BlackjackAction['type'][] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    out.push('double');
    const [a, b] = hand.cards;
    if (state.hands.length === 1 && blackjackValue(a!) === blackjackValue(b!)) out.push('split');
  }
  return out;
}

/** Moves past finished hands; a hand at 21 stands by itself. */
function advance(state: BlackjackState) {
  for (;;) {
    const hand = state.hands[state.active];
    if (!hand) return;
    if (hand.cards.length === 1) hand.cards.push(draw(state)); // the second card of a split hand
    if (hand.splitAces || handTotal(hand.cards).total >= 21) hand.finished = true;
    if (!hand.finished) return;
    state.active += 1;
  }
}

/** The dealer draws to 17 and stands on soft 17; then every hand is settled. */
function finish(state: BlackjackState): { payout: MinorUnits } {
  const live = state.hands.some((h) => handTotal(h.cards).total <= 21);
  if (live) while (handTotal(state.dealer).total < 17) state.dealer.push(draw(state));
  const dealer = handTotal(state.dealer).total;
  let payout = 0;
  state.results = state.hands.map((hand) => {
    const total = handTotal(hand.cards).total;
    if (total > 21) return 'lose';
    if (dealer > 21 || total > dealer) {
      payout += hand.stake * 2;
      return 'win';
    }
    if (total === dealer) {
      payout += hand.stake;
      return 'push';
    }
    return 'lose';
  });
  return { payout };
}

export const blackjack: SoloGame<BlackjackBet, BlackjackState, BlackjackView, BlackjackAction> = {
  kind: 'solo',
  engine: 'blackjack',
  // 6 decks −0.53 %, S17, DAS +0.13 %, no resplit −0.03 % on the single-deck baseline −0.02 %: edge 0.45 %.
  variants: { 'classic-6deck': { rtp: 99.55 } },
  parseBet: (_variant, input) => parseStakeOnly(input),
  stake: (bet) => bet.stake,
  start(_variant, bet, random) {
    const shoe = dealFromShoe(random, BLACKJACK_DECKS, BLACKJACK_CARDS_PER_ROUND);
    const hand: BlackjackHand = {
      cards: [shoe[0]!, shoe[2]!],
      stake: bet.stake,
      doubled: false,
      splitAces: false,
      finished: false,
    };
    const state: BlackjackState = {
      shoe,
      next: 4,
      dealer: [shoe[1]!, shoe[3]!],
      hands: [hand],
      active: 0,
      results: [],
    };
    const playerBj = isBlackjack(hand.cards);
    // The dealer peeks under an ace or a ten: a dealer blackjack ends the round at once.
    if (isBlackjack(state.dealer)) {
      state.active = 1;
      hand.finished = true;
      state.results = [playerBj ? 'push' : 'lose'];
      return { state, done: true, payout: playerBj ? bet.stake : 0 };
    }
    if (playerBj) {
      state.active = 1;
      hand.finished = true;
      state.results = ['blackjack'];
      return { state, done: true, payout: bet.stake + Math.floor((bet.stake * 3) / 2) };
    }
    return { state, done: false, payout: 0 };
  },
  parseAction(_variant, state, input) {
    if (!isRecord(input) || typeof input.type !== 'string') return fail('action_invalid');
    const type = input.type as BlackjackAction['type'];
    if (!allowedActions(state).includes(type)) return fail('action_not_allowed');
    return ok({ type });
  },
  act(_variant, previous, action) {
    if (!allowedActions(previous).includes(action.type))
      throw new Error(`blackjack: ${action.type} not allowed`);
    const state = clone(previous);
    const hand = state.hands[state.active]!;
    let extraStake = 0;
    switch (action.type) {
      case 'hit':
        hand.cards.push(draw(state));
        if (handTotal(hand.cards).total >= 21) hand.finished = true;
        break;
      case 'stand':
        hand.finished = true;
        break;
      case 'double':
        extraStake = hand.stake;
        hand.stake *= 2;
        hand.doubled = true;
        hand.cards.push(draw(state));
        hand.finished = true;
        break;
      case 'split': {
        extraStake = hand.stake;
        const aces = blackjackValue(hand.cards[0]!) === 1;
        const second: BlackjackHand = {
          cards: [hand.cards[1]!],
          stake: hand.stake,
          doubled: false,
          splitAces: aces,
          finished: false,
        };
        hand.cards = [hand.cards[0]!];
        hand.splitAces = aces;
        state.hands.push(second);
        break;
      }
    }
    if (hand.finished) state.active += 1;
    advance(state);
    if (state.active < state.hands.length) return { state, done: false, payout: 0, extraStake };
    return { state, done: true, extraStake, ...finish(state) };
  },
  view(state, done) {
    const dealerTotal = handTotal(state.dealer);
    return {
      dealer: done ? state.dealer : [state.dealer[0]!, null],
      dealerTotal: done ? dealerTotal.total : null,
      hands: state.hands.map((h) => ({
        cards: h.cards,
        ...handTotal(h.cards),
        stake: h.stake,
        doubled: h.doubled,
      })),
      active: done ? null : state.active,
      actions: done ? [] : allowedActions(state),
      results: done ? state.results : [],
    };
  },
  autoplay: {
    bet: (_variant, unit) => ({ stake: unit }),
    action: (_variant, state) => ({ type: basicStrategy(state) }),
  },
};

/**
 * Basic strategy for 6 decks, dealer stands on soft 17, double after split, no surrender
 * (the standard chart). Falls back to hit/stand where double or split is not allowed.
 */
export function basicStrategy(state: BlackjackState): BlackjackAction['type'] {
  const allowed = allowedActions(state);
  const hand = state.hands[state.active]!;
  const up = blackjackValue(state.dealer[0]!); // 1 = ace
  const upcard = up === 1 ? 11 : up;
  const canDouble = allowed.includes('double');
  if (allowed.includes('split')) {
    const pair = blackjackValue(hand.cards[0]!);
    const split =
      pair === 1 ||
      pair === 8 ||
      (pair === 9 && upcard !== 7 && upcard <= 9) ||
      (pair === 7 && upcard <= 7) ||
      (pair === 6 && upcard <= 6) ||
      (pair === 4 && (upcard === 5 || upcard === 6)) ||
      ((pair === 2 || pair === 3) && upcard <= 7);
    if (split) return 'split';
  }
  const { total, soft } = handTotal(hand.cards);
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) {
      if (upcard >= 3 && upcard <= 6) return canDouble ? 'double' : 'stand';
      return upcard <= 8 ? 'stand' : 'hit';
    }
    const doubleFrom = total === 17 ? 3 : total >= 15 ? 4 : 5;
    return canDouble && upcard >= doubleFrom && upcard <= 6 ? 'double' : 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return upcard <= 6 ? 'stand' : 'hit';
  if (total === 12) return upcard >= 4 && upcard <= 6 ? 'stand' : 'hit';
  if (total === 11) return canDouble && upcard <= 10 ? 'double' : 'hit';
  if (total === 10) return canDouble && upcard <= 9 ? 'double' : 'hit';
  if (total === 9) return canDouble && upcard >= 3 && upcard <= 6 ? 'double' : 'hit';
  return 'hit';
}
