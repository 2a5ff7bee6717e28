import type { FairRandom } from '../fair/random.ts';

/**
 * A card as a number 0–51: rank = card % 13 (0 = ace, 1 = two … 9 = ten, 10 = jack,
 * 11 = queen, 12 = king), suit = floor(card / 13) (0 clubs, 1 diamonds, 2 hearts, 3 spades).
 * A shoe of several decks holds each card number that many times.
 */
export type Card = number;

export const rankOf = (card: Card) => card % 13;
export const suitOf = (card: Card) => Math.floor(card / 13);

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const SUITS = ['c', 'd', 'h', 's'];
/** `As`, `Td`, `7h` — how views and tests spell cards. */
export const cardName = (card: Card) => `${RANKS[rankOf(card)]}${SUITS[suitOf(card)]}`;
export function parseCard(name: string): Card {
  const rank = RANKS.indexOf(name[0] ?? '');
  const suit = SUITS.indexOf(name[1] ?? '');
  if (rank < 0 || suit < 0 || name.length !== 2) throw new Error(`bad card ${name}`);
  return suit * 13 + rank;
}

/**
 * The first `count` cards of a uniformly shuffled shoe of `decks` decks: a Fisher–Yates
 * shuffle stopped after `count` positions (position i swaps with a uniform j in [i, size)),
 * so a round draws only the cards it can use.
 */
export function dealFromShoe(random: FairRandom, decks: number, count: number): Card[] {
  const size = 52 * decks;
  const shoe = new Map<number, Card>(); // sparse: only the positions a swap touched
  const at = (i: number) => shoe.get(i) ?? i % 52;
  const out: Card[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + random.int(size - i);
    const picked = at(j);
    shoe.set(j, at(i));
    out.push(picked);
  }
  return out;
}
