import { describe, expect, it } from 'vitest';
import { levelBands, levelForPoints } from './levels.ts';

const band = (min: number, max: number) => [
  { persistent_comp_points: { type: 'range', min, max, exclude_end: true } },
];
const statuses = [
  { id: 'level_2', name: 'Silver', status: true, conditions: band(1_000, 5_000) },
  { id: '257', name: 'Bronze VIP', status: false, conditions: [] },
  { id: 'level_1', name: 'Bronze', status: true, conditions: band(0, 1_000) },
  { id: 'level_10', name: 'Star', status: true, conditions: band(100_000, 1_000_000) },
  { id: 'level_3', name: 'No band', status: true, conditions: [] },
];

describe('loyalty levels', () => {
  it('are the level_N statuses with a band, ordered by N (not by text)', () => {
    expect(levelBands(statuses).map((b) => [b.id, b.min, b.max])).toEqual([
      ['level_1', 0, 1_000],
      ['level_2', 1_000, 5_000],
      ['level_10', 100_000, 1_000_000],
    ]);
  });

  it('give points the highest level whose band they reached', () => {
    const bands = levelBands(statuses);
    expect(levelForPoints(bands, 0)?.id).toBe('level_1');
    expect(levelForPoints(bands, 999)?.id).toBe('level_1');
    expect(levelForPoints(bands, 1_000)?.id).toBe('level_2');
    expect(levelForPoints(bands, 99_999)?.id).toBe('level_2');
    expect(levelForPoints(bands, 5_000_000)?.id).toBe('level_10');
    expect(levelForPoints([], 10)).toBeUndefined();
  });
});
