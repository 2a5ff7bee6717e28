import type { SoloGame, VideoPokerAction, VideoPokerBet } from '../engine.ts';
import { type Card, dealFromShoe, rankOf, suitOf } from './cards.ts';
import { fail, floorMul, isRecord, ok, parseStakeOnly } from './input.ts';

export type PokerHand =
  | 'royal-flush'
  | 'straight-flush'
  | 'four-aces'
  | 'four-2-4'
  | 'four-5-k'
  | 'full-house'
  | 'flush'
  | 'straight'
  | 'three-of-a-kind'
  | 'two-pair'
  | 'jacks-or-better'
  | 'nothing';

/** Pays per unit staked (the five-coin column: a royal flush pays 4000 for 5, i.e. 800). */
export type Paytable = Readonly<Record<PokerHand, number>>;

const jacksOrBetter = (fullHouse: number, flush: number): Paytable => ({
  'royal-flush': 800,
  'straight-flush': 50,
  'four-aces': 25,
  'four-2-4': 25,
  'four-5-k': 25,
  'full-house': fullHouse,
  flush,
  straight: 4,
  'three-of-a-kind': 3,
  'two-pair': 2,
  'jacks-or-better': 1,
  nothing: 0,
});

export const VIDEO_POKER_PAYTABLES: Readonly<Record<string, Paytable>> = {
  'jacks-or-better-8-5': jacksOrBetter(8, 5),
  'jacks-or-better-7-5': jacksOrBetter(7, 5),
  'bonus-poker-6-5': { ...jacksOrBetter(6, 5), 'four-aces': 80, 'four-2-4': 40, 'four-5-k': 25 },
};

/** Rank as a poker value: 2 … 14 (ace high). */
const value = (card: Card) => (rankOf(card) === 0 ? 14 : rankOf(card) + 1);

/** The best hand five cards make. */
export function evaluateHand(cards: readonly Card[]): PokerHand {
  const values = cards.map(value).sort((a, b) => a - b);
  const flush = cards.every((c) => suitOf(c) === suitOf(cards[0]!));
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const groups = [...counts.values()].sort((a, b) => b - a);
  const distinct = counts.size === 5;
  const wheel = values.join() === '2,3,4,5,14';
  const straight = distinct && (values[4]! - values[0]! === 4 || wheel);
  if (straight && flush) return values[0] === 10 ? 'royal-flush' : 'straight-flush';
  if (groups[0] === 4) {
    const quad = [...counts].find(([, n]) => n === 4)![0];
    return quad === 14 ? 'four-aces' : quad <= 4 ? 'four-2-4' : 'four-5-k';
  }
  if (groups[0] === 3 && groups[1] === 2) return 'full-house';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (groups[0] === 3) return 'three-of-a-kind';
  if (groups[0] === 2 && groups[1] === 2) return 'two-pair';
  if (groups[0] === 2) {
    const pair = [...counts].find(([, n]) => n === 2)![0];
    if (pair >= 11) return 'jacks-or-better';
  }
  return 'nothing';
}

export interface VideoPokerState {
  stake: number;
  /** Ten cards drawn in `start`: the five dealt, then the replacements in order. */
  deck: Card[];
  hand: Card[];
  held: boolean[] | null;
  result: PokerHand | null;
}

export interface VideoPokerView {
  hand: Card[];
  held: boolean[] | null;
  result: PokerHand | null;
}

export const videoPoker: SoloGame<VideoPokerBet, VideoPokerState, VideoPokerView, VideoPokerAction> = {
  kind: 'solo',
  engine: 'video-poker',
  // The optimal-strategy RTP of each paytable.
  variants: {
    'jacks-or-better-8-5': { rtp: 97.3 },
    'jacks-or-better-7-5': { rtp: 96.15 },
    'bonus-poker-6-5': { rtp: 96.87 },
  },
  parseBet: (_variant, input) => parseStakeOnly(input),
  stake: (bet) => bet.stake,
  start(_variant, bet, random) {
    const deck = dealFromShoe(random, 1, 10);
    return {
      state: { stake: bet.stake, deck, hand: deck.slice(0, 5), held: null, result: null },
      done: false,
      payout: 0,
    };
  },
  parseAction(_variant, state, input) {
    if (state.held) return fail('round_over');
    if (!isRecord(input) || input.type !== 'draw') return fail('action_invalid');
    const hold = input.hold;
    if (!Array.isArray(hold) || hold.length !== 5 || !hold.every((h) => typeof h === 'boolean'))
      return fail('hold_invalid');
    return ok({ type: 'draw', hold: hold as boolean[] });
  },
  act(variant, state, action) {
    const paytable = VIDEO_POKER_PAYTABLES[variant];
    if (!paytable) throw new Error(`video-poker: unknown variant ${variant}`);
    let next = 5;
    const hand = state.hand.map((card, i) => (action.hold[i] ? card : state.deck[next++]!));
    const result = evaluateHand(hand);
    const payout = floorMul(state.stake, paytable[result], 1);
    return { state: { ...state, hand, held: [...action.hold], result }, done: true, payout };
  },
  view: (state) => ({ hand: state.hand, held: state.held, result: state.result }),
  autoplay: {
    bet: (_variant, unit) => ({ stake: unit }),
    action: (_variant, state) => ({ type: 'draw', hold: holdStrategy(state.hand) }),
  },
};

// ---------------------------------------------------------------------------------------------
// The autoplay's hold strategy: the standard ranked list of holds for Jacks or Better (the
// 9/6 list, within a few thousandths of a percent of optimal there; it serves the 8/5, 7/5 and
// Bonus Poker tables within about 0.1 %). The first entry the hand has wins.
// ---------------------------------------------------------------------------------------------

const isHigh = (card: Card) => value(card) >= 11;
const royalRank = (card: Card) => value(card) >= 10;

const subsets = (n: number, size: number): number[][] => {
  const out: number[][] = [];
  const walk = (start: number, acc: number[]) => {
    if (acc.length === size) {
      out.push([...acc]);
      return;
    }
    for (let i = start; i < n; i++) {
      acc.push(i);
      walk(i + 1, acc);
      acc.pop();
    }
  };
  walk(0, []);
  return out;
};
/** The index subsets of a five-card hand by size, computed once. */
const SUBSETS = [0, 1, 2, 3, 4, 5].map((size) => subsets(5, size));

const suited = (cards: Card[]) => cards.every((c) => suitOf(c) === suitOf(cards[0]!));
const distinctValues = (cards: Card[]) => new Set(cards.map(value)).size === cards.length;
const highCount = (cards: Card[]) => cards.filter(isHigh).length;
/** Whether the cards' values are exactly `values` (any order). */
const valuesAre = (cards: Card[], ...values: number[]) =>
  cards.length === values.length &&
  values.every((v) => cards.some((c) => value(c) === v)) &&
  distinctValues(cards);
/** Whether the cards fit one five-rank straight window (ace high or low). */
function straightPossible(cards: Card[]): boolean {
  if (!distinctValues(cards)) return false;
  const high = cards.map(value);
  const low = high.map((v) => (v === 14 ? 1 : v));
  const fits = (vs: number[]) => Math.max(...vs) - Math.min(...vs) <= 4;
  return fits(high) || fits(low);
}
/** Four consecutive ranks open at both ends (not A-2-3-4 or J-Q-K-A). */
function outsideStraight(cards: Card[]): boolean {
  if (!distinctValues(cards)) return false;
  const vs = cards.map(value).sort((a, b) => a - b);
  return vs[3]! - vs[0]! === 3 && vs[3]! <= 13;
}
/**
 * Three to a straight flush, by type: 1 = at least as many high cards as gaps (not ace-low,
 * not 2-3-4); 2 = one gap and no high card, two gaps and one high card, ace-low, or 2-3-4;
 * 3 = two gaps, no high card. 0 = not three to a straight flush.
 */
function straightFlushThreeType(cards: Card[]): 0 | 1 | 2 | 3 {
  if (!suited(cards) || !straightPossible(cards)) return 0;
  const vs = cards.map(value).sort((a, b) => a - b);
  if (vs[2] === 14 && vs[1]! <= 5) return 2; // ace low
  if (vs.join() === '2,3,4') return 2;
  const gaps = vs[2]! - vs[0]! - 2;
  const highs = highCount(cards);
  if (highs >= gaps) return 1;
  if ((gaps === 1 && highs === 0) || (gaps === 2 && highs === 1)) return 2;
  return 3;
}

export function holdStrategy(hand: readonly Card[]): boolean[] {
  const cards = [...hand];
  const hold = (idx: readonly number[]) => cards.map((_, i) => idx.includes(i));
  const find = (size: number, test: (c: Card[]) => boolean) =>
    SUBSETS[size]!.find((idx) => test(idx.map((i) => cards[i]!))) ?? null;
  const made = evaluateHand(cards);
  const byValue = new Map<number, number[]>();
  for (const [i, c] of cards.entries()) byValue.set(value(c), [...(byValue.get(value(c)) ?? []), i]);
  const groups = [...byValue.values()];
  const pairs = groups.filter((idx) => idx.length === 2);
  const all = [0, 1, 2, 3, 4];

  const rules: (() => readonly number[] | null)[] = [
    () => (made === 'royal-flush' || made === 'straight-flush' ? all : null),
    () => (made.startsWith('four-') ? groups.find((idx) => idx.length === 4)! : null),
    () => find(4, (c) => suited(c) && c.every(royalRank)),
    () => (made === 'full-house' || made === 'flush' || made === 'straight' ? all : null),
    () => (made === 'three-of-a-kind' ? groups.find((idx) => idx.length === 3)! : null),
    () => find(4, (c) => suited(c) && straightPossible(c)),
    () => (made === 'two-pair' ? pairs.flat() : null),
    () => (made === 'jacks-or-better' ? pairs[0]! : null),
    () => find(3, (c) => suited(c) && c.every(royalRank)),
    () => find(4, suited),
    () => find(4, (c) => valuesAre(c, 10, 11, 12, 13)),
    () => pairs[0] ?? null,
    () => find(4, outsideStraight),
    () => find(3, (c) => straightFlushThreeType(c) === 1),
    () => find(2, (c) => suited(c) && valuesAre(c, 11, 12)),
    () => find(4, (c) => straightPossible(c) && highCount(c) === 4),
    () => find(2, (c) => suited(c) && (valuesAre(c, 12, 13) || valuesAre(c, 11, 13))),
    () => find(2, (c) => suited(c) && c.every(isHigh) && c.some((x) => value(x) === 14)),
    () => find(4, (c) => straightPossible(c) && highCount(c) === 3),
    () => find(3, (c) => straightFlushThreeType(c) === 2),
    () => find(3, (c) => valuesAre(c, 11, 12, 13)),
    () => find(2, (c) => valuesAre(c, 11, 12)),
    () => find(2, (c) => suited(c) && valuesAre(c, 10, 11)),
    () => find(2, (c) => valuesAre(c, 11, 13) || valuesAre(c, 12, 13)),
    () => find(2, (c) => suited(c) && valuesAre(c, 10, 12)),
    () => find(2, (c) => c.every(isHigh) && c.some((x) => value(x) === 14)),
    () => find(1, (c) => value(c[0]!) === 11),
    () => find(2, (c) => suited(c) && valuesAre(c, 10, 13)),
    () => find(1, (c) => value(c[0]!) === 12),
    () => find(1, (c) => value(c[0]!) === 13),
    () => find(1, (c) => value(c[0]!) === 14),
    () => find(3, (c) => straightFlushThreeType(c) === 3),
  ];
  for (const rule of rules) {
    const idx = rule();
    if (idx) return hold(idx);
  }
  return hold([]);
}
