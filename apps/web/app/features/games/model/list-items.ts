import type { TileGame } from './game.ts';

/**
 * What a game grid shows: games, the random-game card and the cashback card; a `slot` holds the
 * place of a game the server-rendered page did not send (it comes after hydration).
 */
export type ListItem =
  | { kind: 'game'; game: TileGame }
  | { kind: 'slot'; key: string }
  | { kind: 'random' }
  | { kind: 'cashback' };

/** The random-game card sits at position 10 of a category list. */
export const RANDOM_CARD_POSITION = 10;

export interface ListExtras {
  /** Where the random-game card goes; null for lists without one (producers, favourites). */
  random: 'position' | 'end' | null;
  /** The live list opens with the cashback card. */
  cashback: boolean;
  /** Every page is loaded: the list's end is its real end. */
  complete: boolean;
  /** Games of the loaded pages still to come (`TileGamesPage.withheld`): as many slots follow the games. */
  withheld?: number;
}

/**
 * The grid's items. The random card is the 10th tile (or last, when the list is shorter and
 * complete); "end" lists show it once the whole list is loaded. Empty lists get no cards.
 */
export function listItems(games: readonly TileGame[], extras: ListExtras): ListItem[] {
  if (games.length === 0) return [];
  const items: ListItem[] = games.map((game) => ({ kind: 'game', game }));
  for (let i = 0; i < (extras.withheld ?? 0); i++) items.push({ kind: 'slot', key: `slot-${i}` });
  const index = RANDOM_CARD_POSITION - 1;
  if (extras.random === 'position' && (items.length >= index || extras.complete)) {
    items.splice(Math.min(index, items.length), 0, { kind: 'random' });
  } else if (extras.random === 'end' && extras.complete) {
    items.push({ kind: 'random' });
  }
  if (extras.cashback) items.unshift({ kind: 'cashback' });
  return items;
}
