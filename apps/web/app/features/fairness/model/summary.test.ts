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
    expect(summarizeOutcome({ dealer: ['K♠', '7♥'] })).toEqual([
      { label: 'fairness.summary.cards', text: 'dealer: K♠ 7♥' },
    ]);
  });

  it('falls back to JSON for anything else', () => {
    expect(summarizeOutcome({ wheel: 'bonus' })).toEqual([
      { label: 'fairness.summary.details', text: '{"wheel":"bonus"}' },
    ]);
  });
});
