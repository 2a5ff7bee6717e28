import { describe, expect, it } from 'vitest';
import {
  clampStake,
  defaultLimits,
  initialStake,
  multipleSteps,
  nearestStep,
  stakeSteps,
  stepStake,
} from './stake.ts';

describe('stake steps', () => {
  it('climb 1-2-5 from the minimum to the maximum, both included', () => {
    expect(stakeSteps({ min: 10, max: 10_000 })).toEqual([
      10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000,
    ]);
    expect(stakeSteps({ min: 25, max: 300 })).toEqual([25, 50, 100, 200, 300]);
  });

  it('are empty for impossible limits', () => {
    expect(stakeSteps({ min: 0, max: 100 })).toEqual([]);
    expect(stakeSteps({ min: 200, max: 100 })).toEqual([]);
  });

  it('default to 0.10–100.00 of a fiat currency and a sliver of a coin for crypto', () => {
    expect(defaultLimits(100, true)).toEqual({ min: 10, max: 10_000 });
    expect(defaultLimits(100_000_000, false)).toEqual({ min: 1000, max: 1_000_000 });
  });

  it('move one step up or down and stop at the ends', () => {
    const steps = [10, 20, 50, 100];
    expect(stepStake(steps, 20, 1)).toBe(50);
    expect(stepStake(steps, 20, -1)).toBe(10);
    expect(stepStake(steps, 100, 1)).toBe(100);
    expect(stepStake(steps, 10, -1)).toBe(10);
    expect(stepStake(steps, 30, 1)).toBe(50);
    expect(stepStake(steps, 30, -1)).toBe(20);
  });

  it('clamp any amount to whole minor units within the limits', () => {
    const limits = { min: 10, max: 1000 };
    expect(clampStake(5, limits)).toBe(10);
    expect(clampStake(5000, limits)).toBe(1000);
    expect(clampStake(55.6, limits)).toBe(56);
    expect(clampStake(Number.NaN, limits)).toBe(10);
  });

  it('start at one unit when the balance allows ten of them, else lower', () => {
    const steps = stakeSteps({ min: 10, max: 10_000 });
    expect(initialStake(steps, 100, 100_000)).toBe(100);
    expect(initialStake(steps, 100, 500)).toBe(50);
    expect(initialStake(steps, 100, 0)).toBe(10);
  });

  it('round up to whole multiples of a line count, within the maximum', () => {
    const steps = stakeSteps({ min: 10, max: 10_000 });
    expect(multipleSteps(steps, 20, 10_000)).toEqual([20, 60, 100, 200, 500, 1000, 2000, 5000, 10_000]);
    expect(multipleSteps(steps, 40, 10_000)).toEqual([40, 80, 120, 200, 520, 1000, 2000, 5000, 10_000]);
    expect(multipleSteps(steps, 1, 10_000)).toEqual(steps);
    expect(multipleSteps([10, 20], 25, 30)).toEqual([25]);
  });

  it('snap a stake to the nearest step', () => {
    expect(nearestStep([20, 40, 60], 50)).toBe(60);
    expect(nearestStep([20, 40, 60], 45)).toBe(40);
    expect(nearestStep([20, 40, 60], 1000)).toBe(60);
  });
});
