import type { LevelBand } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { isCompsAward, levelChanged, levelProgress, levelState, playerLevel } from './levels.ts';

const band = (number: number, name: string, min: number, max: number): LevelBand => ({
  id: `level_${number}`,
  number,
  name,
  min,
  max,
});
const BANDS = [band(1, 'Bronze', 0, 1_000), band(2, 'Silver', 1_000, 5_000), band(3, 'Gold', 5_000, 25_000)];

describe('level progress', () => {
  it('measures the way through the current band to the next level', () => {
    expect(levelProgress(BANDS, 3_000, 'level_2')).toEqual({
      current: BANDS[1],
      next: BANDS[2],
      percent: 50,
      pointsToNext: 2_000,
    });
    expect(levelProgress(BANDS, 999, 'level_1')).toMatchObject({ percent: 99, pointsToNext: 1 });
  });

  it("trusts the player's level (it never goes down) over the band the points are in", () => {
    expect(levelProgress(BANDS, 10, 'level_2')).toMatchObject({
      current: BANDS[1],
      percent: 0,
      pointsToNext: 4_990,
    });
  });

  it('finds the level from the points when the player has none; 100 % at the top', () => {
    expect(levelProgress(BANDS, 6_000, null).current).toBe(BANDS[2]);
    expect(levelProgress(BANDS, 30_000, 'level_3')).toEqual({
      current: BANDS[2],
      next: undefined,
      percent: 100,
      pointsToNext: null,
    });
    expect(levelProgress([], 5, null)).toEqual({
      current: undefined,
      next: undefined,
      percent: 0,
      pointsToNext: null,
    });
  });

  it('marks each level reached, current or ahead', () => {
    expect(BANDS.map((b) => levelState(b, BANDS[1]))).toEqual(['reached', 'current', 'ahead']);
  });

  it("reads the player's level_N status", () => {
    expect(
      playerLevel([
        { id: 21, name: 'tester' },
        { id: 'level_2', name: 'Silver' },
      ]),
    ).toEqual({ id: 'level_2', name: 'Silver' });
    expect(playerLevel([{ id: 21, name: 'tester' }])).toBeNull();
  });
});

describe('comps_award', () => {
  it('changes the level only when the event names another one', () => {
    expect(levelChanged('', 'level_2')).toBe(false);
    expect(levelChanged('level_2', 'level_2')).toBe(false);
    expect(levelChanged('level_3', 'level_2')).toBe(true);
    expect(levelChanged('level_1', null)).toBe(true);
  });

  it('accepts only a payload with points and a level', () => {
    const award = { chargeable: { points: 1 }, persistent: { points: 2 }, chargeable_delta: 1, level: '' };
    expect(isCompsAward(award)).toBe(true);
    expect(isCompsAward({ ...award, chargeable: {} })).toBe(false);
    expect(isCompsAward({ ...award, level: undefined })).toBe(false);
    expect(isCompsAward(null)).toBe(false);
  });
});
