import { describe, expect, it } from 'vitest';
import { quickPick, togglePick } from './model.ts';

describe('keno picks', () => {
  it('toggle numbers, sorted, at most ten', () => {
    expect(togglePick([5, 2], 3)).toEqual([2, 3, 5]);
    expect(togglePick([2, 3, 5], 3)).toEqual([2, 5]);
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(togglePick(ten, 11)).toEqual(ten);
  });

  it('quick-pick distinct numbers within the pool', () => {
    let seed = 0.1;
    const random = () => {
      seed = (seed * 9301 + 0.49297) % 1;
      return seed;
    };
    const picks = quickPick(40, 5, random);
    expect(picks).toHaveLength(5);
    expect(new Set(picks).size).toBe(5);
    expect(picks.every((n) => n >= 1 && n <= 40)).toBe(true);
  });
});
