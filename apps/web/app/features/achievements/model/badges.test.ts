import { describe, expect, it } from 'vitest';
import { isAchievementAward, nextGoal } from './badges.ts';

describe('nextGoal', () => {
  it('aims at the next level from the last one reached', () => {
    expect(nextGoal({ level: 0, levels: [10, 100], progress: 4 })).toEqual({ goal: 10, share: 0.4 });
    expect(nextGoal({ level: 1, levels: [10, 100], progress: 55 })).toEqual({ goal: 100, share: 0.5 });
  });

  it('has no goal once every level is reached', () => {
    expect(nextGoal({ level: 2, levels: [10, 100], progress: 250 })).toEqual({ goal: null, share: 1 });
  });
});

describe('isAchievementAward', () => {
  it('accepts an award and refuses anything else', () => {
    expect(
      isAchievementAward({ badge: 'rounds_played', level: 1, levels: [10], progress: 10, reached_at: null }),
    ).toBe(true);
    expect(isAchievementAward({ badge: 'rounds_played' })).toBe(false);
    expect(isAchievementAward(null)).toBe(false);
  });
});
