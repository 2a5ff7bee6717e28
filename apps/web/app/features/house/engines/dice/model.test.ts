import { describe, expect, it } from 'vitest';
import { diceBet, diceMultiplier, formatRoll, mirrorTarget, targetRange, winChance } from './model.ts';

describe('dice model', () => {
  it('wins under the target on roll < target, over it on roll > target', () => {
    expect(winChance(5000, false)).toBe(0.5);
    expect(winChance(4999, true)).toBe(0.5);
    expect(winChance(100, false)).toBe(0.01);
  });

  it('pays the RTP over the chance, rounded down', () => {
    expect(diceMultiplier(99, 5000, false)).toBe(1.98);
    expect(diceMultiplier(99, 100, false)).toBe(99);
    expect(diceMultiplier(99, 9999, true)).toBe(0);
  });

  it('offers only the targets the engine accepts (1 % to 98 % to win)', () => {
    expect(targetRange(false)).toEqual({ min: 100, max: 9800 });
    expect(targetRange(true)).toEqual({ min: 199, max: 9899 });
    expect(winChance(targetRange(true).max, true)).toBe(0.01);
  });

  it('keeps the chance when the side flips', () => {
    expect(winChance(mirrorTarget(2500), true)).toBe(winChance(2500, false));
  });

  it('shows rolls with two decimals and builds the engine bet', () => {
    expect(formatRoll(4217)).toBe('42.17');
    expect(formatRoll(5)).toBe('0.05');
    expect(diceBet(100, 5000, true)).toEqual({ stake: 100, target: 5000, over: true });
  });
});
