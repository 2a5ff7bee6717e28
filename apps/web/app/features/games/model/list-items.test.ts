import { describe, expect, it } from 'vitest';
import { makeGames } from '../testing.ts';
import { type ListItem, listItems } from './list-items.ts';

const kinds = (items: ListItem[]) => items.map((i) => (i.kind === 'game' ? 'g' : i.kind));

describe('cards in a game list', () => {
  it('puts the random-game card at position 10', () => {
    const items = listItems(makeGames(40), { random: 'position', cashback: false, complete: false });
    expect(items).toHaveLength(41);
    expect(items[9]?.kind).toBe('random');
    expect(kinds(items).filter((k) => k === 'random')).toHaveLength(1);
  });

  it('puts it last in a short complete list, and not yet in a short incomplete one', () => {
    expect(kinds(listItems(makeGames(4), { random: 'position', cashback: false, complete: true }))).toEqual([
      'g',
      'g',
      'g',
      'g',
      'random',
    ]);
    expect(
      kinds(listItems(makeGames(4), { random: 'position', cashback: false, complete: false })),
    ).not.toContain('random');
  });

  it('puts it at the end for "end" lists, once the whole list is loaded', () => {
    expect(listItems(makeGames(40), { random: 'end', cashback: false, complete: false }).at(-1)?.kind).toBe(
      'game',
    );
    const complete = listItems(makeGames(40), { random: 'end', cashback: false, complete: true });
    expect(complete.at(-1)?.kind).toBe('random');
    expect(complete[9]?.kind).toBe('game');
  });

  it('opens the live list with the cashback card', () => {
    const items = listItems(makeGames(20), { random: 'position', cashback: true, complete: true });
    expect(items[0]?.kind).toBe('cashback');
    expect(items[10]?.kind).toBe('random');
  });

  it('adds no card to an empty list or a list without them', () => {
    expect(listItems([], { random: 'position', cashback: true, complete: true })).toEqual([]);
    expect(kinds(listItems(makeGames(12), { random: null, cashback: false, complete: true }))).not.toContain(
      'random',
    );
  });

  it('holds the place of the games still to come with slots, before the cards that close the list', () => {
    const items = listItems(makeGames(12), { random: 'end', cashback: false, complete: true, withheld: 3 });
    expect(kinds(items)).toEqual([...Array(12).fill('g'), 'slot', 'slot', 'slot', 'random']);
  });
});
