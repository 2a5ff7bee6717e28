import { describe, expect, it } from 'vitest';
import { gridRows, summarizeOutcome } from './summary.ts';

describe('outcome summary', () => {
  it('reads a dice roll and a crash point', () => {
    expect(summarizeOutcome({ bet: { stake: 1, target: 5000, over: true }, roll: 5721, win: true })).toEqual([
      { label: 'fairness.summary.roll', text: '57.21' },
    ]);
    expect(summarizeOutcome({ crashPoint: 235 })).toEqual([
      { label: 'fairness.summary.crash_point', text: '2.35×' },
    ]);
  });

  it('writes a slot grid row by row', () => {
    expect(
      gridRows([
        ['A', 'B', 'C'],
        ['D', 'E', 'F'],
      ]),
    ).toEqual(['A D', 'B E', 'C F']);
    const lines = summarizeOutcome({
      base: {
        grid: [
          ['7', 'BAR'],
          ['7', 'BAR'],
          ['7', 'X'],
        ],
      },
      freeSpins: null,
    });
    expect(lines).toEqual([{ label: 'fairness.summary.grid', text: '7 7 7\nBAR BAR X' }]);
  });

  it('lists mines, keno numbers, a plinko path and cards', () => {
    const mines = summarizeOutcome({ field: [3, 9, 17], revealed: [1, 2], multiplier: 113 });
    expect(mines.map((l) => l.text)).toEqual(['3, 9, 17', '1, 2', '1.13×']);
    expect(summarizeOutcome({ picks: [1, 2], drawn: [2, 5], hits: 1 }).map((l) => l.text)).toEqual([
      '1, 2',
      '2, 5',
      '1',
    ]);
    expect(summarizeOutcome({ path: [true, false, true], slot: 2 }).map((l) => l.text)).toEqual([
      'R L R',
      '2',
    ]);
  });

  it('names the table engines’ cards (0–51) and keeps each hand with its total', () => {
    // Blackjack: 15 = 3♦, 29 = 4♥; the player's hands with their totals.
    expect(
      summarizeOutcome({ dealer: [15, 29], dealerTotal: 7, hands: [{ cards: [0, 51], total: 21 }] }),
    ).toEqual([
      { label: 'fairness.summary.dealer', text: '3♦ 4♥ (7)' },
      { label: 'fairness.summary.hand', text: 'A♣ K♠ (21)' },
    ]);
    // Baccarat keeps its coup; video poker its hand.
    expect(
      summarizeOutcome({ coup: { player: [9, 12], banker: [13], playerTotal: 0, bankerTotal: 1 } }),
    ).toEqual([
      { label: 'fairness.summary.player', text: '10♣ K♣ (0)' },
      { label: 'fairness.summary.banker', text: 'A♦ (1)' },
    ]);
    expect(summarizeOutcome({ hand: [36, 25], held: [true, false] })).toEqual([
      { label: 'fairness.summary.hand', text: 'J♥ K♦' },
    ]);
  });

  it('reads a roulette pocket and a game-show segment', () => {
    expect(summarizeOutcome({ pocket: 17, returns: [] })).toEqual([
      { label: 'fairness.summary.number', text: '17' },
    ]);
    expect(summarizeOutcome({ game: 'game-show', pocket: 3, segment: '10' }).map((l) => l.text)).toEqual([
      '3',
      '10',
    ]);
  });

  it('falls back to JSON for anything else', () => {
    expect(summarizeOutcome({ wheel: 'bonus' })).toEqual([
      { label: 'fairness.summary.details', text: '{"wheel":"bonus"}' },
    ]);
  });
});
